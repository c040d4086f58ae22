/** A policy document: its title, when it takes effect and its articles. */
export interface Policy {
  title: string;
  effective: string;
  intro: string;
  sections: { heading: string; body: string[] }[];
}

export type PolicyName = 'servicePolicy' | 'privacyPolicy' | 'locationPolicy';
export type PolicyTexts = Record<PolicyName, Policy>;

/** The date the current versions take effect (ISO; formatted per language on the page). */
export const POLICIES_EFFECTIVE = '2026-12-01';
