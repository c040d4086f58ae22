/**
 * Inspection reports (issue 30): what an inspector rates on a machine. A kind's checklist is the
 * components every machine has, the components of its kind (the spec template's slug), and what
 * its template's fields claim: a template with operating hours adds the hour meter, any template
 * the figures as listed. A post without a template gets the common components only. Kept as keys;
 * the web labels them in four languages (`inspections.components.*`).
 */

export const INSPECTION_RATINGS = ['good', 'fair', 'poor', 'not_checked'] as const;
export type InspectionRating = (typeof INSPECTION_RATINGS)[number];

const COMMON: InspectionComponent[] = ['exterior', 'electrical', 'controls', 'safety', 'run_test'];

const KIND_COMPONENTS: Record<string, readonly InspectionComponent[]> = {
  lathe: ['headstock', 'spindle', 'bed_ways', 'carriage', 'tailstock', 'chuck'],
  'milling-machine': ['spindle', 'axes', 'table', 'lubrication'],
  press: ['frame', 'slide', 'clutch_brake', 'hydraulics'],
  compressor: ['motor', 'air_end', 'pressure_vessel'],
  forklift: ['engine', 'mast', 'forks', 'hydraulics', 'tyres', 'brakes'],
  welder: ['power_source', 'cables_torch'],
  generator: ['engine', 'alternator', 'fuel_system'],
};

/** Every component a checklist may name, for the labels (`inspections.components.*`). */
export const INSPECTION_COMPONENTS = [
  'exterior',
  'electrical',
  'controls',
  'safety',
  'run_test',
  'headstock',
  'spindle',
  'bed_ways',
  'carriage',
  'tailstock',
  'chuck',
  'axes',
  'table',
  'lubrication',
  'frame',
  'slide',
  'clutch_brake',
  'hydraulics',
  'motor',
  'air_end',
  'pressure_vessel',
  'engine',
  'mast',
  'forks',
  'tyres',
  'brakes',
  'power_source',
  'cables_torch',
  'alternator',
  'fuel_system',
  'hour_meter',
  'specs_as_listed',
] as const;
export type InspectionComponent = (typeof INSPECTION_COMPONENTS)[number];

/** The checklist of a post: its template's slug and field keys (none without a template). */
export function inspectionChecklist(
  template: { slug: string; fieldKeys: readonly string[] } | null,
): InspectionComponent[] {
  if (!template) return [...COMMON];
  return [
    ...COMMON,
    ...(KIND_COMPONENTS[template.slug] ?? []),
    ...(template.fieldKeys.includes('hours') ? (['hour_meter'] as const) : []),
    'specs_as_listed',
  ];
}
