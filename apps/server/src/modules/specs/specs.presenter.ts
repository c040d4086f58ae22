import type { AdminSpecTemplateDto, SpecTemplateDto } from '@steelyard/contracts';
import type { SpecTemplateRow } from './specs.repository.ts';

export function toSpecTemplateDto(row: Omit<SpecTemplateRow, 'updated_at'>): SpecTemplateDto {
  return {
    id: row.id,
    slug: row.slug,
    category_slug: row.category_slug,
    titles: row.titles,
    main_field: row.main_field,
    version: row.version,
    fields: row.fields,
    checklist: row.checklist,
  };
}

export const toAdminSpecTemplateDto = (row: SpecTemplateRow): AdminSpecTemplateDto => ({
  ...toSpecTemplateDto(row),
  updated_at: new Date(row.updated_at).toISOString(),
});
