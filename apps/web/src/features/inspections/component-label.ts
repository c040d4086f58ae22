import { INSPECTION_COMPONENTS, type InspectionComponent } from '@contracts/inspection-checklists.ts';
import { useTranslation } from '../../i18n/i18n.ts';

const KNOWN = new Set<string>(INSPECTION_COMPONENTS);

/** A checklist component's name in the reader's language (its key when a newer server names one this app does not know). */
export function useComponentLabel() {
  const { t } = useTranslation();
  return (component: string) =>
    KNOWN.has(component) ? t(`inspectionReport.components.${component as InspectionComponent}`) : component;
}
