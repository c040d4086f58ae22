import type { RegionSeed } from './types.ts';

/** Germany: the 16 Länder in their official (alphabetical) order; Berlin and Hamburg by Bezirk. */
export const DE_REGIONS: RegionSeed[] = [
  {
    name: 'Baden-Württemberg',
    counties: [
      'Stuttgart',
      'Mannheim',
      'Karlsruhe',
      'Freiburg im Breisgau',
      'Heidelberg',
      'Ulm',
      'Heilbronn',
      'Pforzheim',
    ],
  },
  { name: 'Bayern', counties: ['München', 'Nürnberg', 'Augsburg', 'Regensburg', 'Ingolstadt', 'Würzburg'] },
  {
    name: 'Berlin',
    counties: [
      'Mitte',
      'Friedrichshain-Kreuzberg',
      'Pankow',
      'Charlottenburg-Wilmersdorf',
      'Spandau',
      'Steglitz-Zehlendorf',
      'Tempelhof-Schöneberg',
      'Neukölln',
      'Treptow-Köpenick',
      'Marzahn-Hellersdorf',
      'Lichtenberg',
      'Reinickendorf',
    ],
  },
  { name: 'Brandenburg', counties: ['Potsdam', 'Cottbus', 'Brandenburg an der Havel', 'Frankfurt (Oder)'] },
  { name: 'Bremen', counties: ['Bremen', 'Bremerhaven'] },
  {
    name: 'Hamburg',
    counties: ['Hamburg-Mitte', 'Altona', 'Eimsbüttel', 'Hamburg-Nord', 'Wandsbek', 'Bergedorf', 'Harburg'],
  },
  {
    name: 'Hessen',
    counties: ['Frankfurt am Main', 'Wiesbaden', 'Kassel', 'Darmstadt', 'Offenbach am Main'],
  },
  {
    name: 'Mecklenburg-Vorpommern',
    counties: ['Rostock', 'Schwerin', 'Neubrandenburg', 'Stralsund', 'Greifswald'],
  },
  {
    name: 'Niedersachsen',
    counties: ['Hannover', 'Braunschweig', 'Oldenburg', 'Osnabrück', 'Wolfsburg', 'Göttingen'],
  },
  {
    name: 'Nordrhein-Westfalen',
    counties: ['Köln', 'Düsseldorf', 'Dortmund', 'Essen', 'Duisburg', 'Bochum', 'Wuppertal', 'Bielefeld'],
  },
  {
    name: 'Rheinland-Pfalz',
    counties: ['Mainz', 'Ludwigshafen am Rhein', 'Koblenz', 'Trier', 'Kaiserslautern'],
  },
  { name: 'Saarland', counties: ['Saarbrücken', 'Neunkirchen', 'Homburg', 'Völklingen'] },
  { name: 'Sachsen', counties: ['Dresden', 'Leipzig', 'Chemnitz', 'Zwickau'] },
  {
    name: 'Sachsen-Anhalt',
    counties: ['Magdeburg', 'Halle (Saale)', 'Dessau-Roßlau', 'Lutherstadt Wittenberg'],
  },
  { name: 'Schleswig-Holstein', counties: ['Kiel', 'Lübeck', 'Flensburg', 'Neumünster'] },
  { name: 'Thüringen', counties: ['Erfurt', 'Jena', 'Gera', 'Weimar'] },
];
