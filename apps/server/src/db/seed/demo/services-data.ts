import type {
  FactoryApplicationStatus,
  FactoryInput,
  FreelancerSkill,
  ServiceProcess,
  ServiceRequestKind,
  ServiceRequestStatus,
} from '@steelyard/contracts';
import type { ArtKind } from './photos.ts';
import type { MemberKey } from './products-data.ts';

/*
 * The four services' demo content, written by the demo members in their own languages (as their
 * listings are). Money is in the owner's currency (KRW, JPY, EUR): a request's budget and its
 * quotes in the requester's, a freelancer's rate in their own. Region comes from the owner. Days
 * are counted from the seed run (negative: before it), so a fresh demo always has requests taking
 * quotes and factories free in the coming weeks.
 */

export interface QuoteSeed {
  supplier: MemberKey;
  price: number;
  leadDays: number;
  note: string;
  /** The last day the price holds. */
  validInDays: number;
  hoursAgo: number;
  /** The quote the requester chose (the others are declined by the award). */
  awarded?: true;
}

export interface ServiceRequestSeed {
  kind: ServiceRequestKind;
  owner: MemberKey;
  /** Reached as the app gets there: quotes, the award, then the requester's steps. */
  status: ServiceRequestStatus;
  title: string;
  description: string;
  process?: ServiceProcess;
  material?: string;
  quantity: number;
  tolerance?: string;
  finish?: string;
  deadlineInDays: number;
  closesInDays: number;
  budget?: number;
  /** A confidential request's terms, which a supplier accepts before opening its drawings. */
  terms?: string;
  /** File names of the drawings: pictures of a blueprint drawn at seed time (JPEG, checked as uploads are). */
  drawings: string[];
  quotes: QuoteSeed[];
  hoursAgo: number;
  /** When the requester awarded a quote (awarded and later statuses). */
  awardedHoursAgo?: number;
}

export const DEMO_SERVICE_REQUESTS: ServiceRequestSeed[] = [
  // ── Drawing processing ──────────────────────────────────────────────────────────────────────
  {
    kind: 'drawing',
    owner: 'member5',
    status: 'quoting',
    title: 'SUS304 플랜지 가공 의뢰 (Ø120, 볼트홀 6개) 50개',
    description:
      '펌프 배관용 플랜지입니다. 도면대로 선반 가공 후 볼트홀 6개 가공 부탁드립니다. ' +
      '소재 지급도 가능하고, 소재 포함 견적도 함께 주세요. 납품은 남동공단으로 직접 또는 화물 착불 가능합니다.',
    process: 'turning',
    material: 'SUS304',
    quantity: 50,
    tolerance: '±0.05 (내경 H7)',
    finish: '버 제거, 산세',
    deadlineInDays: 24,
    closesInDays: 6,
    budget: 1_800_000,
    drawings: ['flange-120-6h.jpg'],
    quotes: [
      {
        supplier: 'member1',
        price: 1_650_000,
        leadDays: 12,
        note: '소재 포함 개당 33,000원입니다. 내경 H7 게이지 검사 성적서 첨부해 드립니다.',
        validInDays: 14,
        hoursAgo: 20,
      },
      {
        supplier: 'member3',
        price: 1_900_000,
        leadDays: 20,
        note: 'Including material. Sea freight from Osaka to Incheon is included (about 5 days).',
        validInDays: 21,
        hoursAgo: 7,
      },
    ],
    hoursAgo: 30,
  },
  {
    kind: 'drawing',
    owner: 'member3',
    status: 'in_production',
    title: 'アルミブラケット 切削加工 A5052 200個',
    description:
      '装置用のL型ブラケットです。図面の通りフライス加工、M5タップ4ヶ所。' +
      '黒アルマイトまで一貫でお願いできる工場を探しています。韓国の工場も歓迎します。',
    process: 'milling',
    material: 'A5052',
    quantity: 200,
    tolerance: '±0.1',
    finish: '黒アルマイト',
    deadlineInDays: 18,
    closesInDays: -10,
    budget: 380_000,
    drawings: ['bracket-l-a5052.jpg'],
    quotes: [
      {
        supplier: 'member1',
        price: 342_000,
        leadDays: 21,
        note: 'CNC 머시닝과 흑색 아노다이징 포함, 오사카까지 항공 배송 포함 가격입니다.',
        validInDays: 5,
        hoursAgo: 450,
        awarded: true,
      },
      {
        supplier: 'member4',
        price: 410_000,
        leadDays: 28,
        note: 'Fräsen und Eloxieren schwarz, Versand per DHL Express nach Osaka inklusive.',
        validInDays: 2,
        hoursAgo: 430,
      },
    ],
    hoursAgo: 480,
    awardedHoursAgo: 300,
  },
  {
    kind: 'drawing',
    owner: 'member2',
    status: 'open',
    title: '지그 베이스 플레이트 평면 연삭 (SKD11, 열처리 후) 4개',
    description:
      '고객사 지그용 베이스 플레이트입니다. 열처리(HRC58~60)는 저희가 해서 보내 드리고 평면·측면 연삭만 의뢰합니다. ' +
      '고객사 도면이라 비밀유지 조건에 동의하신 분만 도면을 보실 수 있습니다.',
    process: 'grinding',
    material: 'SKD11 (HRC58~60)',
    quantity: 4,
    tolerance: '평면도 0.005',
    finish: '연삭 Ra0.4',
    deadlineInDays: 20,
    closesInDays: 9,
    terms:
      '도면과 치수는 견적과 가공 목적으로만 사용하고 제3자에게 공유하지 않습니다. 가공이 끝나면 도면 사본은 폐기해 주세요.',
    drawings: ['base-plate-skd11.jpg'],
    quotes: [],
    hoursAgo: 5,
  },
  {
    kind: 'drawing',
    owner: 'member4',
    status: 'delivered',
    title: 'Drehteile: Welle Ø25 × 180 mm aus 42CrMo4, 100 Stück',
    description:
      'Antriebswellen für eine Förderanlage. Drehen mit Passfedernut, Lagersitze geschliffen. ' +
      'Material kann gestellt werden. Lieferung nach Stuttgart, Verzollung übernehmen wir.',
    process: 'turning',
    material: '42CrMo4 vergütet',
    quantity: 100,
    tolerance: 'Lagersitz k6',
    finish: 'geschliffen, brüniert',
    deadlineInDays: -5,
    closesInDays: -30,
    budget: 2_400,
    drawings: ['welle-25x180.jpg', 'welle-25x180-detail.jpg'],
    quotes: [
      {
        supplier: 'member3',
        price: 2_150,
        leadDays: 25,
        note: 'Turning, keyway milling and grinding. Air freight to Stuttgart included.',
        validInDays: -10,
        hoursAgo: 900,
        awarded: true,
      },
      {
        supplier: 'member1',
        price: 2_300,
        leadDays: 30,
        note: '선삭, 키홈, 연삭 포함이며 해상 운송 기준 가격입니다.',
        validInDays: -12,
        hoursAgo: 920,
      },
    ],
    hoursAgo: 960,
    awardedHoursAgo: 850,
  },
  {
    kind: 'drawing',
    owner: 'member1',
    status: 'cancelled',
    title: '레이저 커팅 브라켓 외주 가공 (SS400 t6) 300개',
    description:
      '설비 고정용 브라켓 레이저 절단 후 절곡 1회입니다. DXF 도면 있습니다. ' +
      '창원·김해 지역 업체면 직접 픽업하겠습니다.',
    process: 'laser_cutting',
    material: 'SS400 t6',
    quantity: 300,
    tolerance: '±0.2',
    finish: '절곡 후 버 제거',
    deadlineInDays: 10,
    closesInDays: 2,
    budget: 2_100_000,
    drawings: ['bracket-ss400-t6.jpg'],
    quotes: [],
    hoursAgo: 290,
  },
  // ── Made-to-order production ────────────────────────────────────────────────────────────────
  {
    kind: 'production',
    owner: 'member1',
    status: 'quoting',
    title: 'PP 사출 커버 양산 업체 찾습니다 (첫 발주 5,000개)',
    description:
      '자체 제작 장비의 전면 커버(PP, 180×120×40mm)를 양산해 줄 업체를 찾습니다. 금형은 새로 만들어야 하며 ' +
      '금형비는 따로 적어 주세요. 첫 발주 5,000개 이후 매달 반복 발주할 예정입니다.',
    process: 'injection',
    material: 'PP (흰색)',
    quantity: 5_000,
    finish: '무광, 로고 양각',
    deadlineInDays: 45,
    closesInDays: 12,
    budget: 9_000_000,
    drawings: [],
    quotes: [
      {
        supplier: 'member5',
        price: 8_400_000,
        leadDays: 40,
        note: '금형비 4,200,000원(국내 제작) 포함, 개당 840원 기준입니다. 남동공단 협력 사출업체와 진행합니다.',
        validInDays: 20,
        hoursAgo: 26,
      },
      {
        supplier: 'member3',
        price: 7_900_000,
        leadDays: 50,
        note: '金型費込みです。大阪の協力工場で成形し、船便で釜山港まで納品します。',
        validInDays: 30,
        hoursAgo: 6,
      },
    ],
    hoursAgo: 50,
  },
  {
    kind: 'production',
    owner: 'member3',
    status: 'open',
    title: '鋳物部品 FC250 ポンプケーシング 月産300個 協力工場募集',
    description:
      '取引先の廃業により、FC250のポンプケーシング（約8kg）の鋳造と荒加工をお願いできる協力工場を探しています。' +
      '木型は支給します。年間契約を希望します。',
    process: 'casting',
    material: 'FC250',
    quantity: 300,
    tolerance: '普通公差 (JIS B 0403 CT10)',
    finish: '荒加工、塗装なし',
    deadlineInDays: 60,
    closesInDays: 21,
    budget: 1_350_000,
    drawings: [],
    quotes: [],
    hoursAgo: 14,
  },
  {
    kind: 'production',
    owner: 'member4',
    status: 'awarded',
    title: 'Kleinserie Aluminium-Gehäuse, gefräst und eloxiert, 500 Stück',
    description:
      'Gehäuse für eine Steuerungseinheit, 160 × 90 × 45 mm aus dem Vollen gefräst, Eloxal natur. ' +
      'Zeichnung und STEP-Datei nach Zusage. Lieferung in zwei Teillieferungen.',
    process: 'milling',
    material: 'EN AW-6082',
    quantity: 500,
    tolerance: 'ISO 2768-m',
    finish: 'Eloxal natur, E6',
    deadlineInDays: 35,
    closesInDays: -1,
    budget: 19_000,
    drawings: [],
    quotes: [
      {
        supplier: 'member1',
        price: 17_500,
        leadDays: 30,
        note: '5축 머시닝과 아노다이징 포함입니다. 1차 250개 3주, 2차 250개 5주 안에 납품 가능합니다.',
        validInDays: 25,
        hoursAgo: 190,
        awarded: true,
      },
      {
        supplier: 'member5',
        price: 18_900,
        leadDays: 35,
        note: '협력 가공업체와 함께 진행하며 항공 운송 포함입니다.',
        validInDays: 20,
        hoursAgo: 170,
      },
    ],
    hoursAgo: 216,
    awardedHoursAgo: 30,
  },
  {
    kind: 'production',
    owner: 'member2',
    status: 'closed',
    title: '자체 브랜드 철제 공구함 판금 제작 1,000개 (SPCC 1.2t, 분체도장)',
    description:
      '매장 자체 브랜드로 판매할 3단 철제 공구함 제작처를 찾습니다. 샘플 1개를 먼저 확인한 뒤 본 발주합니다. ' +
      '색상은 빨강과 검정 두 가지입니다.',
    process: 'sheet_metal',
    material: 'SPCC 1.2t',
    quantity: 1_000,
    finish: '분체도장 (빨강, 검정)',
    deadlineInDays: 10,
    closesInDays: -5,
    budget: 15_000_000,
    drawings: [],
    quotes: [
      {
        supplier: 'member5',
        price: 16_500_000,
        leadDays: 30,
        note: '샘플 제작 7일, 본 생산 3주입니다. 도장 색상 추가 시 단가가 달라질 수 있습니다.',
        validInDays: 0,
        hoursAgo: 700,
      },
    ],
    hoursAgo: 840,
  },
];

export interface FactoryApplicationSeed {
  applicant: MemberKey;
  /** The days wanted, inside one of the factory's free periods. */
  period: [startInDays: number, endInDays: number];
  message: string;
  status: FactoryApplicationStatus;
  hoursAgo: number;
  /** When the owner answered (accepted or declined ones). */
  answeredHoursAgo?: number;
}

export interface FactorySeed {
  owner: MemberKey;
  title: string;
  description: string;
  floorArea: number;
  capabilities: ServiceProcess[];
  equipment: FactoryInput['equipment'];
  certifications?: string;
  /** Free periods, days inclusive. */
  periods: [startInDays: number, endInDays: number][];
  placeName: string;
  at: [lat: number, lon: number];
  hoursAgo: number;
  photos: 1 | 2;
  art: ArtKind;
  hue: number;
  applications: FactoryApplicationSeed[];
}

export const DEMO_FACTORIES: FactorySeed[] = [
  {
    owner: 'member1',
    title: '창원 CNC 가공 공장 야간 라인 공유 (CNC 선반 3대, MCT 1대)',
    description:
      '주간 생산이 끝난 뒤 야간(19시~07시)에 비는 라인을 공유합니다. 화천 CNC 선반 3대와 두산 MCT 1대를 쓰실 수 있고 ' +
      '공구와 소재는 직접 준비해 주세요. 지게차와 호이스트 사용 가능합니다.',
    floorArea: 800,
    capabilities: ['turning', 'milling'],
    equipment: [
      { name: 'CNC 선반', make: '화천기계', model: 'HL-460', year: 2015 },
      { name: '머시닝센터', make: '두산공작기계', model: 'DNM 5700', year: 2017 },
      { name: '지게차 3톤', make: '두산', year: 2012 },
    ],
    certifications: 'ISO 9001:2015',
    periods: [
      [3, 33],
      [45, 75],
    ],
    placeName: '창원국가산업단지 성주동 공장',
    at: [35.2101, 128.6812],
    hoursAgo: 72,
    photos: 2,
    art: 'factory',
    hue: 200,
    applications: [
      {
        applicant: 'member5',
        period: [5, 9],
        message:
          '시제품 샤프트 가공 때문에 CNC 선반 1대를 5일 정도 쓰고 싶습니다. 프로그램은 직접 준비해 가겠습니다.',
        status: 'accepted',
        hoursAgo: 40,
        answeredHoursAgo: 30,
      },
      {
        applicant: 'member2',
        period: [20, 24],
        message: '공구 재연마 지그를 만들려고 MCT를 며칠 쓰고 싶습니다. 야간 작업 괜찮습니다.',
        status: 'pending',
        hoursAgo: 4,
      },
    ],
  },
  {
    owner: 'member4',
    title: 'Halle 400 m² mit 5-t-Kran in Stuttgart-Feuerbach, wochenweise',
    description:
      'Unsere zweite Halle steht zeitweise leer: 400 m², Brückenkran 5 t, Starkstrom 63 A, Druckluft, ' +
      'Rolltor 4 × 4,5 m. Geeignet für Montage, Schweißarbeiten oder Zwischenlagerung.',
    floorArea: 400,
    capabilities: ['welding', 'other'],
    equipment: [
      { name: 'Brückenkran 5 t', make: 'Demag', year: 2008 },
      { name: 'MIG/MAG-Schweißgerät', make: 'Fronius', model: 'TransSteel 3500', year: 2019 },
    ],
    periods: [[7, 60]],
    placeName: 'Gewerbegebiet Feuerbach, Stuttgart',
    at: [48.8161, 9.1589],
    hoursAgo: 200,
    photos: 2,
    art: 'factory',
    hue: 110,
    applications: [
      {
        applicant: 'member3',
        period: [10, 20],
        message:
          'We would like to assemble two machines for a customer in Germany there: about two weeks, weekdays only.',
        status: 'declined',
        hoursAgo: 150,
        answeredHoursAgo: 140,
      },
    ],
  },
  {
    owner: 'member2',
    title: '구로 소형 작업장 공유 (작업대, 탁상 드릴, 용접기)',
    description:
      '구로기계공구상가 안 작업장을 매장 휴무일에 빌려 드립니다. 작업대 3개, 탁상 드릴, 그라인더, CO2 용접기를 쓰실 수 있고 ' +
      '공구는 매장 것을 빌려 쓰셔도 됩니다. 소음 작업은 오후 6시까지만 가능합니다.',
    floorArea: 60,
    capabilities: ['welding', 'grinding', 'other'],
    equipment: [
      { name: '탁상 드릴', make: '계양', year: 2018 },
      { name: 'CO2 용접기 350A', make: '현대', year: 2016 },
    ],
    periods: [
      [2, 3],
      [9, 10],
      [16, 17],
    ],
    placeName: '구로기계공구상가 B동',
    at: [37.4982, 126.8841],
    hoursAgo: 120,
    photos: 1,
    art: 'drill',
    hue: 30,
    applications: [],
  },
  {
    owner: 'member3',
    title: '東大阪の町工場 フライス盤・ボール盤の空き時間お貸しします',
    description:
      '平日の午後、汎用フライス盤とボール盤が空いています。試作や治具づくりにどうぞ。工具と測定具はご持参ください。',
    floorArea: 150,
    capabilities: ['milling', 'other'],
    equipment: [
      { name: '汎用フライス盤', make: 'マキノ', model: 'KGJP-55', year: 1998 },
      { name: 'ボール盤', make: 'キラ', model: 'KRD-420', year: 2005 },
    ],
    periods: [[1, 30]],
    placeName: '東大阪市 高井田',
    at: [34.6686, 135.5739],
    hoursAgo: 300,
    photos: 1,
    art: 'mill',
    hue: 350,
    applications: [],
  },
];

export interface FreelancerSeed {
  owner: MemberKey;
  headline: string;
  skills: FreelancerSkill[];
  travelKm: number;
  experienceYears: number;
  /** Per hour, in the member's currency. */
  hourlyRate?: number;
  certifications?: string;
  bio: string;
  hoursAgo: number;
  /** Portfolio photos. */
  photos: 1 | 2;
  art: ArtKind;
  hue: number;
}

export const DEMO_FREELANCERS: FreelancerSeed[] = [
  {
    owner: 'member2',
    headline: '공작기계 수리·이전 설치 출장 (서울·경기·인천)',
    skills: ['machine_repair', 'installation_relocation', 'hydraulics'],
    travelKm: 80,
    experienceYears: 15,
    hourlyRate: 60_000,
    certifications: '기계정비산업기사, 지게차운전기능사',
    bio:
      '공구상회를 하면서 15년째 선반, 밀링, 프레스 수리와 이전 설치를 함께 하고 있습니다. ' +
      '유압 누유, 주축 소음, 레벨링까지 출장으로 봐 드립니다. 부품은 매장 재고로 바로 구할 수 있습니다.',
    hoursAgo: 330,
    photos: 1,
    art: 'press',
    hue: 30,
  },
  {
    owner: 'member3',
    headline: 'CNCプログラミング・段取り支援（ファナック／マザトロール）',
    skills: ['cnc_programming', 'cad_drafting', 'quality_inspection'],
    travelKm: 50,
    experienceYears: 22,
    hourlyRate: 6_500,
    certifications: '機械加工技能士1級（フライス盤作業）',
    bio:
      '旋盤とマシニングのプログラム作成、段取り、初品検査まで対応します。ファナック、マザトロールどちらも可。' +
      'CAD図面からのプログラム作成もお受けします。',
    hoursAgo: 260,
    photos: 2,
    art: 'mill',
    hue: 350,
  },
  {
    owner: 'member4',
    headline: 'SPS-Programmierung und Steuerungstechnik (Siemens S7, TIA Portal)',
    skills: ['plc_electrical', 'machine_repair'],
    travelKm: 150,
    experienceYears: 12,
    hourlyRate: 75,
    certifications: 'Elektrotechnikermeister, Siemens TIA Portal Certified Programmer',
    bio:
      'Umbau und Retrofit von Werkzeugmaschinen: S7-300/1500, SINUMERIK 840D, Schaltschrankbau nach DIN EN 60204-1. ' +
      'Fehlersuche vor Ort in Baden-Württemberg und Bayern.',
    hoursAgo: 100,
    photos: 1,
    art: 'gear',
    hue: 110,
  },
  {
    owner: 'member5',
    headline: '출장 용접 (TIG·CO2, 배관·구조물) 인천·시흥',
    skills: ['welding', 'quality_inspection'],
    travelKm: 30,
    experienceYears: 9,
    hourlyRate: 45_000,
    certifications: '용접기능사, 특수용접기능사',
    bio: '남동공단 근처라면 출장 용접합니다. 스테인리스 배관 TIG, 철 구조물 CO2 용접, 간단한 침투탐상(PT) 검사까지 가능합니다.',
    hoursAgo: 20,
    photos: 1,
    art: 'compressor',
    hue: 265,
  },
];
