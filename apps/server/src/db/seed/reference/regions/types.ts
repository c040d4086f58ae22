/** A first-level area (province, prefecture, state) and its second-level areas, in display order. */
export interface RegionSeed {
  name: string;
  counties: string[];
}
