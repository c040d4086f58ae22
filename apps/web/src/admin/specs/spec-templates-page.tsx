import { Link } from 'react-router';
import { useAdminSpecTemplates } from '../../api/admin-specs.ts';
import { formatDateTime } from '../../i18n/format.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { QueryState } from '../../ui/query-states.tsx';

/** /admin/specTemplates: every machine kind's template at its current version, to edit. */
export function SpecTemplatesPage() {
  const { t, language } = useTranslation();
  const templates = useAdminSpecTemplates();
  return (
    <div className="admin-narrow">
      <h1 className="admin-h1">{t('adminSpecs.title')}</h1>
      <p className="admin-note">{t('adminSpecs.intro')}</p>
      <QueryState query={templates}>
        {(list) => (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('adminSpecs.kind')}</th>
                <th scope="col">{t('adminSpecs.fields')}</th>
                <th scope="col">{t('adminSpecs.version')}</th>
                <th scope="col">{t('adminSpecs.updatedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((template) => (
                <tr key={template.id}>
                  <td>
                    <Link to={`/admin/specTemplates/${template.id}`}>{template.titles[language]}</Link>{' '}
                    <code>{template.slug}</code>
                  </td>
                  <td>{template.fields.length}</td>
                  <td>{template.version}</td>
                  <td>{formatDateTime(template.updated_at, language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </div>
  );
}

export { SpecTemplatesPage as Component };
