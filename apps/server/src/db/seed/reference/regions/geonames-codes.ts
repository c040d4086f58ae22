/**
 * GeoNames' first-level codes (`admin1`, as the bundled world city list carries them) of the
 * seeded regions, so the offline geocoder can tell which seeded region a point's nearest town is
 * in. Checked against the list: each code's largest town lies in the region named here.
 */
export const GEONAMES_ADMIN_CODES: Record<string, Record<string, string>> = {
  KR: {
    서울특별시: '11',
    부산광역시: '10',
    대구광역시: '15',
    인천광역시: '12',
    광주광역시: '18',
    대전광역시: '19',
    울산광역시: '21',
    세종특별자치시: '22',
    경기도: '13',
    강원특별자치도: '06',
    충청북도: '05',
    충청남도: '17',
    전북특별자치도: '03',
    전라남도: '16',
    경상북도: '14',
    경상남도: '20',
    제주특별자치도: '01',
  },
  JP: {
    北海道: '12',
    青森県: '03',
    岩手県: '16',
    宮城県: '24',
    秋田県: '02',
    山形県: '44',
    福島県: '08',
    茨城県: '14',
    栃木県: '38',
    群馬県: '10',
    埼玉県: '34',
    千葉県: '04',
    東京都: '40',
    神奈川県: '19',
    新潟県: '29',
    富山県: '42',
    石川県: '15',
    福井県: '06',
    山梨県: '46',
    長野県: '26',
    岐阜県: '09',
    静岡県: '37',
    愛知県: '01',
    三重県: '23',
    滋賀県: '35',
    京都府: '22',
    大阪府: '32',
    兵庫県: '13',
    奈良県: '28',
    和歌山県: '43',
    鳥取県: '41',
    島根県: '36',
    岡山県: '31',
    広島県: '11',
    山口県: '45',
    徳島県: '39',
    香川県: '17',
    愛媛県: '05',
    高知県: '20',
    福岡県: '07',
    佐賀県: '33',
    長崎県: '27',
    熊本県: '21',
    大分県: '30',
    宮崎県: '25',
    鹿児島県: '18',
    沖縄県: '47',
  },
  DE: {
    'Baden-Württemberg': '01',
    Bayern: '02',
    Bremen: '03',
    Hamburg: '04',
    Hessen: '05',
    Niedersachsen: '06',
    'Nordrhein-Westfalen': '07',
    'Rheinland-Pfalz': '08',
    Saarland: '09',
    'Schleswig-Holstein': '10',
    Brandenburg: '11',
    'Mecklenburg-Vorpommern': '12',
    Sachsen: '13',
    'Sachsen-Anhalt': '14',
    Thüringen: '15',
    Berlin: '16',
  },
  // The United States: the postal abbreviations.
  US: Object.fromEntries(
    (
      'Alabama AL|Alaska AK|Arizona AZ|Arkansas AR|California CA|Colorado CO|Connecticut CT|Delaware DE|' +
      'Florida FL|Georgia GA|Hawaii HI|Idaho ID|Illinois IL|Indiana IN|Iowa IA|Kansas KS|Kentucky KY|' +
      'Louisiana LA|Maine ME|Maryland MD|Massachusetts MA|Michigan MI|Minnesota MN|Mississippi MS|' +
      'Missouri MO|Montana MT|Nebraska NE|Nevada NV|New Hampshire NH|New Jersey NJ|New Mexico NM|' +
      'New York NY|North Carolina NC|North Dakota ND|Ohio OH|Oklahoma OK|Oregon OR|Pennsylvania PA|' +
      'Rhode Island RI|South Carolina SC|South Dakota SD|Tennessee TN|Texas TX|Utah UT|Vermont VT|' +
      'Virginia VA|Washington WA|West Virginia WV|Wisconsin WI|Wyoming WY'
    )
      .split('|')
      .map((entry) => [entry.slice(0, -3), entry.slice(-2)]),
  ),
};
