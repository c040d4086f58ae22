import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { priceBandQuery, type PriceBandSubject } from '../api/products.ts';
import { formatMoney } from '../i18n/format.ts';
import { useTranslation } from '../i18n/i18n.ts';
import { TagIcon } from './icons.tsx';
import './price-band.css';

/** The subject once it stopped changing for a moment: typing a model asks once, not per key. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(key) as T), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

/**
 * What machines like this sold for on Steelyard (issue 28), on the post form and the post's page:
 * nothing until the category, maker and model are known and three trades back a band.
 */
export function PriceBand({
  subject,
  className,
}: {
  subject: Partial<PriceBandSubject>;
  className?: string;
}) {
  const { t, language } = useTranslation();
  const settled = useSettled(subject, 400);
  const ready = Boolean(settled.category_id && settled.manufacturer?.trim() && settled.model?.trim());
  const band = useQuery({ ...priceBandQuery(settled as PriceBandSubject), enabled: ready });
  if (!ready || !band.data) return null;
  const money = (amount: number) => formatMoney(amount, language, band.data!.currency);
  return (
    <p className={className ? `price-band ${className}` : 'price-band'} role="note">
      <TagIcon size={16} />
      <span>
        {t('priceBand.text', {
          count: band.data.count,
          median: money(band.data.median),
          low: money(band.data.low),
          high: money(band.data.high),
        })}
        {band.data.approximate && <small className="price-band__note">{t('priceBand.approximate')}</small>}
      </span>
    </p>
  );
}
