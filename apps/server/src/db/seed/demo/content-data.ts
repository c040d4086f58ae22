import type { Localized } from '@steelyard/contracts';
import type { ArtKind } from './photos.ts';

export interface NoticeSeed {
  category: 'announcement' | 'update' | 'event' | 'guide';
  daysAgo: number;
  title: Localized;
  content: Localized;
}

export const DEMO_NOTICES: NoticeSeed[] = [
  {
    category: 'announcement',
    daysAgo: 28,
    title: {
      ko: 'Steelyard 정식 오픈 안내',
      en: 'Steelyard is now open',
      de: 'Steelyard ist gestartet',
      ja: 'Steelyard 正式オープンのお知らせ',
    },
    content: {
      ko: '중고 기계, 공구, 부품을 사고팔고 나누는 Steelyard가 정식으로 문을 열었습니다. 한국, 일본, 독일을 비롯한 여러 나라의 공장과 작업장을 연결합니다. 많은 이용 부탁드립니다.',
      en: 'Steelyard, the marketplace for used machines, tools and parts, is officially open. We connect workshops and factories in Korea, Japan, Germany and beyond. Thank you for joining us.',
      de: 'Steelyard, der Marktplatz für gebrauchte Maschinen, Werkzeuge und Teile, ist offiziell gestartet. Wir verbinden Werkstätten und Fabriken in Korea, Japan, Deutschland und darüber hinaus.',
      ja: '中古機械・工具・部品を売買・お譲りできる Steelyard が正式にオープンしました。韓国・日本・ドイツをはじめ、各国の工場や作業場をつなぎます。ぜひご利用ください。',
    },
  },
  {
    category: 'guide',
    daysAgo: 25,
    title: {
      ko: '안전한 직거래를 위한 5가지 수칙',
      en: 'Five rules for a safe in-person trade',
      de: 'Fünf Regeln für einen sicheren Handel vor Ort',
      ja: '安全な直接取引のための5つのルール',
    },
    content: {
      ko: '1) 기계는 반드시 가동 상태를 직접 확인하세요. 2) 거래는 사업장이나 공개된 장소에서 하세요. 3) 선입금 요구는 주의하세요. 4) 상차·운반 조건을 미리 정하세요. 5) 거래 후 서로 후기를 남겨 주세요.',
      en: '1) Always see a machine running before you buy. 2) Meet at a business site or a public place. 3) Be careful with requests for advance payment. 4) Agree on loading and transport beforehand. 5) Leave each other a review after the trade.',
      de: '1) Sehen Sie eine Maschine vor dem Kauf immer im Betrieb. 2) Treffen Sie sich im Betrieb oder an einem öffentlichen Ort. 3) Vorsicht bei Vorkasse. 4) Klären Sie Verladung und Transport vorab. 5) Bewerten Sie sich nach dem Handel gegenseitig.',
      ja: '1) 機械は必ず稼働状態を確認してから購入しましょう。2) 取引は事業所か人目のある場所で。3) 前払いの要求には注意してください。4) 積み込み・運搬の条件は事前に決めましょう。5) 取引後はお互いに評価を残しましょう。',
    },
  },
  {
    category: 'update',
    daysAgo: 18,
    title: {
      ko: '키워드 알림 기능이 추가되었습니다',
      en: 'New: keyword alerts',
      de: 'Neu: Stichwort-Benachrichtigungen',
      ja: 'キーワード通知機能を追加しました',
    },
    content: {
      ko: '찾는 장비의 키워드를 등록하면 새 상품이 올라올 때 바로 알려 드립니다. 마이페이지 > 설정 > 키워드 알림에서 최대 50개까지 등록할 수 있습니다.',
      en: 'Register keywords for the equipment you are looking for and we will notify you as soon as a matching item is posted. Add up to 50 keywords under My page > Settings > Keyword alerts.',
      de: 'Hinterlegen Sie Stichwörter für gesuchte Maschinen, und wir benachrichtigen Sie, sobald ein passender Artikel eingestellt wird. Bis zu 50 Stichwörter unter Mein Bereich > Einstellungen > Stichwort-Benachrichtigungen.',
      ja: '探している機械のキーワードを登録すると、該当する商品が出品されたときにすぐお知らせします。マイページ > 設定 > キーワード通知から最大50件まで登録できます。',
    },
  },
  {
    category: 'event',
    daysAgo: 10,
    title: {
      ko: '첫 거래 후기 이벤트 당첨자 발표',
      en: 'First-trade review event: winners announced',
      de: 'Aktion „Erste Bewertung“: Gewinner stehen fest',
      ja: '初取引レビューイベント 当選者発表',
    },
    content: {
      ko: '첫 거래 후기 이벤트에 참여해 주신 모든 분께 감사드립니다. 당첨되신 분들께는 앱 알림으로 개별 안내해 드렸습니다.',
      en: 'Thank you to everyone who took part in the first-trade review event. Winners have been notified individually through an app notification.',
      de: 'Vielen Dank an alle, die an der Aktion teilgenommen haben. Die Gewinner wurden per App-Benachrichtigung informiert.',
      ja: '初取引レビューイベントにご参加いただいた皆さま、ありがとうございました。当選者の方にはアプリ通知で個別にご案内しました。',
    },
  },
  {
    category: 'update',
    daysAgo: 6,
    title: {
      ko: '국가별 상품 보기 기능 개선',
      en: 'Improved country-based browsing',
      de: 'Verbesserte Suche nach Ländern',
      ja: '国別の商品表示を改善しました',
    },
    content: {
      ko: '이제 홈 화면에서 국가를 선택해 해당 국가의 상품만 모아 볼 수 있습니다. 한국, 일본, 미국, 독일 등 여러 나라를 지원합니다.',
      en: 'You can now pick a country on the home screen and see only the items listed there. Korea, Japan, the USA, Germany and many more countries are supported.',
      de: 'Auf der Startseite können Sie jetzt ein Land wählen und nur die dort eingestellten Artikel sehen. Unterstützt werden Korea, Japan, die USA, Deutschland und viele weitere Länder.',
      ja: 'ホーム画面で国を選ぶと、その国の商品だけを表示できるようになりました。韓国・日本・アメリカ・ドイツなど多くの国に対応しています。',
    },
  },
  {
    category: 'announcement',
    daysAgo: 2,
    title: {
      ko: '서버 점검 안내 (새벽 2시~4시)',
      en: 'Scheduled maintenance (2:00–4:00 a.m. KST)',
      de: 'Geplante Wartung (2:00–4:00 Uhr KST)',
      ja: 'サーバーメンテナンスのお知らせ(午前2時〜4時 KST)',
    },
    content: {
      ko: '안정적인 서비스를 위해 이번 주 목요일 새벽 2시부터 4시까지 서버 점검을 진행합니다. 점검 중에는 채팅과 상품 등록이 잠시 중단됩니다.',
      en: 'To keep the service stable, we will carry out maintenance this Thursday from 2:00 to 4:00 a.m. KST. Chat and posting are unavailable during that time.',
      de: 'Für einen stabilen Betrieb führen wir diesen Donnerstag von 2:00 bis 4:00 Uhr (KST) Wartungsarbeiten durch. Chat und das Einstellen von Artikeln sind währenddessen nicht verfügbar.',
      ja: '安定したサービス提供のため、今週木曜日の午前2時から4時(KST)までメンテナンスを行います。メンテナンス中はチャットと出品がご利用いただけません。',
    },
  },
];

export interface FaqSeed {
  category: 'account' | 'trading' | 'chat-safety' | 'payment-fees' | 'app-usage';
  question: Localized;
  answer: Localized;
}

export const DEMO_FAQS: FaqSeed[] = [
  {
    category: 'account',
    question: {
      ko: '회원가입은 어떻게 하나요?',
      en: 'How do I sign up?',
      de: 'Wie registriere ich mich?',
      ja: '会員登録の方法を教えてください。',
    },
    answer: {
      ko: '이메일로 가입하거나 네이버, 구글, 애플 계정으로 간편하게 가입할 수 있습니다. 가입 시 닉네임과 활동 지역을 입력해 주세요.',
      en: 'Sign up with your email, or with a Naver, Google or Apple account. You will be asked for a nickname and your activity area.',
      de: 'Registrieren Sie sich per E-Mail oder mit einem Naver-, Google- oder Apple-Konto. Dabei geben Sie einen Spitznamen und Ihre Region an.',
      ja: 'メールアドレス、または Naver・Google・Apple アカウントで登録できます。登録時にニックネームと活動地域を入力してください。',
    },
  },
  {
    category: 'account',
    question: {
      ko: '탈퇴 후 다시 가입할 수 있나요?',
      en: 'Can I sign up again after deleting my account?',
      de: 'Kann ich mich nach dem Löschen meines Kontos erneut registrieren?',
      ja: '退会後に再登録できますか?',
    },
    answer: {
      ko: '탈퇴 후 7일 동안은 같은 정보로 다시 가입할 수 없습니다. 거래 기록 등 일부 정보는 관련 법령에 따라 6개월간 보관됩니다.',
      en: 'You cannot sign up again with the same details for 7 days. Some data, such as trade records, is kept for 6 months as the law requires.',
      de: 'Eine erneute Registrierung mit denselben Daten ist 7 Tage lang nicht möglich. Einige Daten wie Handelsverläufe werden gesetzlich 6 Monate aufbewahrt.',
      ja: '退会後7日間は同じ情報で再登録できません。取引記録など一部の情報は法令に従い6か月間保管されます。',
    },
  },
  {
    category: 'trading',
    question: {
      ko: '상품은 어떻게 등록하나요?',
      en: 'How do I post an item?',
      de: 'Wie stelle ich einen Artikel ein?',
      ja: '商品を出品するには?',
    },
    answer: {
      ko: '하단의 판매하기 버튼을 누르고 사진(최대 10장), 카테고리, 제목, 가격, 설명, 희망 거래 장소를 입력하면 됩니다. 키워드는 최대 5개까지 넣을 수 있습니다.',
      en: 'Tap Sell, then add photos (up to 10), a category, title, price, description and your preferred trade location. You can add up to 5 keywords.',
      de: 'Tippen Sie auf Verkaufen und geben Sie Fotos (bis zu 10), Kategorie, Titel, Preis, Beschreibung und den gewünschten Übergabeort an. Bis zu 5 Stichwörter sind möglich.',
      ja: '「出品する」をタップし、写真(最大10枚)、カテゴリ、タイトル、価格、説明、希望取引場所を入力してください。キーワードは5つまで登録できます。',
    },
  },
  {
    category: 'trading',
    question: {
      ko: '판매, 나눔, 구매 글은 어떻게 다른가요?',
      en: 'What is the difference between sale, share and wanted posts?',
      de: 'Was unterscheidet Verkaufs-, Verschenk- und Suchanzeigen?',
      ja: '販売・お譲り・購入希望の違いは?',
    },
    answer: {
      ko: '판매는 가격을 정해 파는 글, 나눔은 무료로 드리는 글, 구매는 필요한 장비를 찾는 글입니다. 각 글의 거래 상태는 진행 중, 완료 등으로 바꿀 수 있습니다.',
      en: 'A sale post sells at a price, a share post gives an item away for free, and a wanted post looks for equipment you need. Each post’s trade status can be set to in progress or completed.',
      de: 'Eine Verkaufsanzeige hat einen Preis, eine Verschenkanzeige ist kostenlos, eine Suchanzeige sucht benötigte Ausrüstung. Den Status jeder Anzeige können Sie auf „in Bearbeitung“ oder „abgeschlossen“ setzen.',
      ja: '販売は価格を付けて売る投稿、お譲りは無料で譲る投稿、購入希望は必要な機械を探す投稿です。取引状況は「取引中」「完了」などに変更できます。',
    },
  },
  {
    category: 'trading',
    question: {
      ko: '거래 상태를 되돌리면 후기는 어떻게 되나요?',
      en: 'What happens to reviews if I change the trade status back?',
      de: 'Was passiert mit Bewertungen, wenn ich den Status zurücksetze?',
      ja: '取引状況を戻すとレビューはどうなりますか?',
    },
    answer: {
      ko: '완료된 거래를 다시 진행 중으로 바꾸면 이미 주고받은 후기가 취소됩니다. 변경 전에 확인 창이 표시됩니다.',
      en: 'Changing a completed trade back to in progress cancels the reviews already exchanged. You will be asked to confirm first.',
      de: 'Wird ein abgeschlossener Handel wieder auf „in Bearbeitung“ gesetzt, werden bereits abgegebene Bewertungen storniert. Sie werden vorher um Bestätigung gebeten.',
      ja: '完了した取引を「取引中」に戻すと、交換済みのレビューは取り消されます。変更前に確認画面が表示されます。',
    },
  },
  {
    category: 'chat-safety',
    question: {
      ko: '상대방을 차단하면 어떻게 되나요?',
      en: 'What happens when I block someone?',
      de: 'Was passiert, wenn ich jemanden blockiere?',
      ja: '相手をブロックするとどうなりますか?',
    },
    answer: {
      ko: '차단은 양방향으로 적용되어 서로의 게시글과 채팅이 보이지 않습니다. 마이페이지 > 차단 목록에서 언제든 해제할 수 있습니다.',
      en: 'Blocking works both ways: neither of you sees the other’s posts or chats. You can unblock at any time under My page > Blocked users.',
      de: 'Eine Blockierung gilt in beide Richtungen: Keiner sieht mehr die Anzeigen oder Chats des anderen. Aufheben können Sie sie jederzeit unter Mein Bereich > Blockierte Nutzer.',
      ja: 'ブロックは双方向に適用され、お互いの投稿やチャットが表示されなくなります。マイページ > ブロックリストからいつでも解除できます。',
    },
  },
  {
    category: 'chat-safety',
    question: {
      ko: '사기가 의심되면 어떻게 하나요?',
      en: 'What should I do if I suspect fraud?',
      de: 'Was tun bei Betrugsverdacht?',
      ja: '詐欺が疑われる場合は?',
    },
    answer: {
      ko: '거래를 멈추고 채팅방이나 프로필의 신고하기로 알려 주세요. 운영팀이 확인 후 조치합니다. 외부 메신저로 유도하거나 선입금을 요구하면 특히 주의하세요.',
      en: 'Stop the trade and use Report in the chat room or on the profile. Our team will review it. Be especially careful if someone asks you to move to another messenger or to pay in advance.',
      de: 'Brechen Sie den Handel ab und nutzen Sie „Melden“ im Chat oder im Profil. Unser Team prüft den Fall. Seien Sie besonders vorsichtig bei Vorkasse oder der Bitte, auf einen anderen Messenger zu wechseln.',
      ja: '取引を中止し、チャットルームまたはプロフィールの「通報する」からお知らせください。運営チームが確認します。外部メッセンジャーへの誘導や前払いの要求には特にご注意ください。',
    },
  },
  {
    category: 'payment-fees',
    question: {
      ko: '수수료가 있나요?',
      en: 'Are there any fees?',
      de: 'Fallen Gebühren an?',
      ja: '手数料はかかりますか?',
    },
    answer: {
      ko: '상품 등록과 채팅, 직거래는 모두 무료입니다. 광고 상품 등 유료 서비스는 별도로 안내해 드립니다.',
      en: 'Posting, chatting and in-person trades are free. Paid services such as promoted listings are announced separately.',
      de: 'Einstellen, Chatten und Handel vor Ort sind kostenlos. Kostenpflichtige Dienste wie hervorgehobene Anzeigen werden gesondert angekündigt.',
      ja: '出品・チャット・直接取引はすべて無料です。広告などの有料サービスは別途ご案内します。',
    },
  },
  {
    category: 'payment-fees',
    question: {
      ko: '가격이 낮은 상품이 목록에 보이지 않아요.',
      en: 'Why are some low-priced items not shown in the list?',
      de: 'Warum werden manche günstige Artikel nicht angezeigt?',
      ja: '価格の低い商品が一覧に表示されません。',
    },
    answer: {
      ko: '목록의 품질을 위해 최소 노출 가격보다 낮은 상품은 목록에 표시되지 않을 수 있습니다.',
      en: 'To keep the list useful, items priced below the minimum display price may be left out of it.',
      de: 'Damit die Liste übersichtlich bleibt, werden Artikel unter dem Mindestpreis eventuell nicht angezeigt.',
      ja: '一覧の品質を保つため、最低表示価格より安い商品は一覧に表示されない場合があります。',
    },
  },
  {
    category: 'app-usage',
    question: {
      ko: '앱 언어는 어떻게 바꾸나요?',
      en: 'How do I change the app language?',
      de: 'Wie ändere ich die Sprache der App?',
      ja: 'アプリの言語を変更するには?',
    },
    answer: {
      ko: '앱은 기기의 언어 설정을 따릅니다. 한국어, 영어, 독일어, 일본어를 지원하며, 마이페이지 > 설정에서도 바꿀 수 있습니다.',
      en: 'The app follows your device language. Korean, English, German and Japanese are supported, and you can also change it under My page > Settings.',
      de: 'Die App folgt der Sprache Ihres Geräts. Unterstützt werden Koreanisch, Englisch, Deutsch und Japanisch; ändern können Sie sie auch unter Mein Bereich > Einstellungen.',
      ja: 'アプリは端末の言語設定に従います。韓国語・英語・ドイツ語・日本語に対応しており、マイページ > 設定からも変更できます。',
    },
  },
];

export interface EventSeed {
  /** Days from now; negative is in the past. */
  startsInDays: number;
  endsInDays: number;
  art: ArtKind;
  hue: number;
  title: Localized;
  content: Localized;
}

/** One ongoing, one upcoming and one past event. */
export const DEMO_EVENTS: EventSeed[] = [
  {
    startsInDays: -40,
    endsInDays: -12,
    art: 'wrench',
    hue: 15,
    title: {
      ko: '첫 거래 후기 이벤트',
      en: 'First-trade review event',
      de: 'Aktion: Erste Bewertung',
      ja: '初取引レビューイベント',
    },
    content: {
      ko: '첫 거래를 마치고 후기를 남기면 추첨을 통해 공구 세트를 드렸습니다. 참여해 주셔서 감사합니다.',
      en: 'Everyone who completed a first trade and left a review entered a draw for a tool set. Thank you for taking part.',
      de: 'Wer seinen ersten Handel abgeschlossen und bewertet hat, nahm an der Verlosung eines Werkzeugsets teil. Danke fürs Mitmachen.',
      ja: '初めての取引を完了してレビューを書いた方の中から、抽選で工具セットをプレゼントしました。ご参加ありがとうございました。',
    },
  },
  {
    startsInDays: -5,
    endsInDays: 20,
    art: 'lathe',
    hue: 205,
    title: {
      ko: '중고기계 등록 응원 이벤트',
      en: 'Post your used machine',
      de: 'Aktion: Gebrauchtmaschine einstellen',
      ja: '中古機械の出品応援イベント',
    },
    content: {
      ko: '이벤트 기간에 중고기계를 사진 3장 이상과 함께 등록하면 상품 상단 노출 쿠폰을 드립니다.',
      en: 'Post a used machine with at least three photos during the event and receive a coupon to feature your listing at the top.',
      de: 'Stellen Sie während der Aktion eine Gebrauchtmaschine mit mindestens drei Fotos ein und erhalten Sie einen Gutschein für eine hervorgehobene Anzeige.',
      ja: '期間中に写真3枚以上で中古機械を出品すると、商品を上位に表示できるクーポンを差し上げます。',
    },
  },
  {
    startsInDays: 10,
    endsInDays: 40,
    art: 'factory',
    hue: 140,
    title: {
      ko: '공장 공유 서비스 오픈 기념 이벤트',
      en: 'Factory sharing launch event',
      de: 'Start von Fabrik-Sharing',
      ja: '工場シェア開始記念イベント',
    },
    content: {
      ko: '공장 공유 서비스 오픈을 기념해 첫 공간 등록 시 한 달간 상단 노출을 무료로 제공합니다.',
      en: 'To celebrate the launch of factory sharing, your first space listing is featured at the top for one month, free of charge.',
      de: 'Zum Start von Fabrik-Sharing wird Ihre erste Flächenanzeige einen Monat lang kostenlos hervorgehoben.',
      ja: '工場シェアサービスの開始を記念して、初めてのスペース登録は1か月間無料で上位に表示されます。',
    },
  },
];
