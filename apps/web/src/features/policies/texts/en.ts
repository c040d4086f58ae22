import { POLICIES_EFFECTIVE, type PolicyTexts } from './types.ts';

const texts: PolicyTexts = {
  servicePolicy: {
    title: 'Terms of Service',
    effective: POLICIES_EFFECTIVE,
    intro:
      'These terms govern your use of Steelyard, a marketplace where members buy, sell, share and look for used industrial goods such as machines, tools, parts and supplies. Please read them before you sign up.',
    sections: [
      {
        heading: 'Article 1 (Purpose)',
        body: [
          'These terms set out the rights, duties and responsibilities of Steelyard (the “Operator”) and its members in using the Steelyard website and app (the “Service”).',
        ],
      },
      {
        heading: 'Article 2 (Definitions)',
        body: [
          '“Member” means a person who agreed to these terms and signed up. “Post” means a listing for sale, sharing or a wanted item, with its photos, text and keywords. “Trade” means a deal two members agree between themselves through the Service.',
        ],
      },
      {
        heading: 'Article 3 (Changes to these terms)',
        body: [
          'The Operator may change these terms within the law. Changes are announced in the Service at least 7 days before they take effect, or 30 days before when they are to members’ disadvantage. If you do not agree, you may withdraw before the effective date.',
        ],
      },
      {
        heading: 'Article 4 (Membership)',
        body: [
          'You sign up with a valid email address, a nickname and your activity area. You must give true information and keep your password secret. One person may hold one account; accounts may not be sold or lent.',
        ],
      },
      {
        heading: 'Article 5 (Role of the Service)',
        body: [
          'The Service connects members. The Operator is not a party to any trade and does not own, inspect or guarantee the goods listed. Price, condition, delivery, installation and payment are agreed and carried out by the members themselves.',
          'Sellers are responsible for the legality and safety of their goods, including any safety certification, inspection or permit that industrial equipment requires, and for describing defects truthfully.',
        ],
      },
      {
        heading: 'Article 6 (Prohibited goods and conduct)',
        body: [
          'You may not post stolen or counterfeit goods, goods whose sale needs a permit you do not hold, recalled or unsafe equipment, hazardous substances, weapons, or anything illegal to trade.',
          'You may not commit fraud, post false or misleading listings, spam, harass or insult other members, collect other members’ personal data, or interfere with the Service.',
        ],
      },
      {
        heading: 'Article 7 (Posts)',
        body: [
          'The rights in your posts remain yours. You allow the Operator to display, store and adapt them for running and promoting the Service. The Operator may hide or delete a post that breaks these terms or the law, and will tell you why where possible.',
        ],
      },
      {
        heading: 'Article 8 (Blocks, reports and restrictions)',
        body: [
          'You can block another member: neither of you then sees the other’s posts, profile or chats. You can report posts, members and chats. The Operator may warn, suspend or close the account of a member who breaks these terms.',
        ],
      },
      {
        heading: 'Article 9 (Withdrawal)',
        body: [
          'You may withdraw at any time in the app. Your account is closed at once and your posts disappear. Signing up again with the same email, contact or social account is not possible for 7 days. Your personal data is kept for 6 months to handle disputes and prevent abuse, and then deleted.',
        ],
      },
      {
        heading: 'Article 10 (Liability)',
        body: [
          'The Operator is not liable for trades between members or for information members post, except where it is at fault. The Operator is not liable for outages caused by force majeure or by events beyond its reasonable control.',
        ],
      },
      {
        heading: 'Article 11 (Governing law and disputes)',
        body: [
          'These terms are governed by the laws of the Republic of Korea. Disputes are first settled by discussion; otherwise the court with jurisdiction under the Civil Procedure Act decides. Consumers keep the protection of the laws of the country where they live.',
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    effective: POLICIES_EFFECTIVE,
    intro:
      'Steelyard collects only the personal data it needs to run the marketplace, and protects it under the Personal Information Protection Act and other applicable laws, including the GDPR for members in the European Union.',
    sections: [
      {
        heading: '1. Data we collect',
        body: [
          'At sign-up: email address, password (stored only as a one-way hash), nickname and activity area. Optional: contact (phone number), name and profile photo. With a social sign-in: the identifier and verified email the provider returns.',
          'While you use the Service: your posts, chats, reviews and reports; IP address, device and app version, push token, language and access records; your device location when you allow it.',
        ],
      },
      {
        heading: '2. Why we use it',
        body: [
          'To create and secure your account, show your posts and profile, connect buyers and sellers, send the notifications you chose, handle inquiries and reports, prevent fraud and abuse, and — only with your consent — send marketing messages.',
        ],
      },
      {
        heading: '3. How long we keep it',
        body: [
          'Until you withdraw. After withdrawal we keep your data for 6 months to handle disputes and prevent repeated abuse, then delete it. Where a law requires longer retention (for example records of consumer complaints or access logs), we keep the data concerned for that period only.',
        ],
      },
      {
        heading: '4. Sharing with third parties',
        body: [
          'We do not sell or give your personal data to third parties, except with your consent or where the law requires it. What you publish (nickname, photo, activity area, posts) is visible to other members.',
        ],
      },
      {
        heading: '5. Service providers',
        body: [
          'We entrust hosting and storage, text-message delivery, email delivery and push notifications to service providers under contracts that bind them to protect your data and use it only for our instructions.',
        ],
      },
      {
        heading: '6. Your rights',
        body: [
          'You can see and correct your data in Edit profile and Account, change notifications (including marketing) in Notification settings, and delete your account by withdrawing. You may also ask us to access, correct, delete or stop processing your data, or to move it to you, through 1:1 inquiry.',
        ],
      },
      {
        heading: '7. Deletion',
        body: [
          'When data is no longer needed we delete electronic records so that they cannot be restored, and shred any paper records.',
        ],
      },
      {
        heading: '8. Security',
        body: [
          'Passwords are hashed with scrypt; connections are encrypted; sessions are stored as hashes and can be ended from Signed-in devices; access to personal data is limited to staff who need it and is logged.',
        ],
      },
      {
        heading: '9. Cookies',
        body: [
          'We use only the cookies the Service needs: a session cookie that keeps you signed in and a security token against cross-site request forgery. We set no advertising cookies.',
        ],
      },
      {
        heading: '10. Contact',
        body: [
          'For privacy questions or complaints, contact our privacy officer through 1:1 inquiry in the app. You may also contact the Personal Information Protection Commission or your local data protection authority.',
        ],
      },
      {
        heading: '11. Changes',
        body: ['We announce changes to this policy in the Service at least 7 days before they take effect.'],
      },
    ],
  },
  locationPolicy: {
    title: 'Location-Based Service Terms',
    effective: POLICIES_EFFECTIVE,
    intro:
      'These terms explain how Steelyard uses location information, under the Act on the Protection, Use, etc. of Location Information.',
    sections: [
      {
        heading: 'Article 1 (Purpose)',
        body: [
          'These terms set out the conditions on which Steelyard provides location-based services and the rights and duties of members who use them.',
        ],
      },
      {
        heading: 'Article 2 (Services)',
        body: [
          'Finding posts near you and in your activity area; choosing a preferred trade place on a map for a post; showing the distance to a trade place; suggesting the country and region of the Service for you.',
        ],
      },
      {
        heading: 'Article 3 (Location information used)',
        body: [
          'Your device’s coordinates when you allow location access, turned into address parts (country, city, district). The trade place you set on a post, with its coordinates, is shown to everyone who can see that post. Your IP address may be used to guess your country.',
        ],
      },
      {
        heading: 'Article 4 (Retention)',
        body: [
          'We keep only your latest device location on your account, until you change it or withdraw; we keep no history of where you have been. Records of location data use are kept for 6 months as the law requires.',
        ],
      },
      {
        heading: 'Article 5 (Your choices)',
        body: [
          'Location access is optional: you can refuse or withdraw it at any time in your device settings, and the Service still works with the activity area you choose. You may ask us to show or correct the location data we hold through 1:1 inquiry.',
        ],
      },
      {
        heading: 'Article 6 (Children)',
        body: [
          'Children under 14 need the consent of a legal guardian to use location-based services; the guardian has the same rights as the child under these terms.',
        ],
      },
      {
        heading: 'Article 7 (Third parties)',
        body: [
          'We do not give your location information to third parties without your consent. The map provider receives the map area being displayed so that it can send map images, but not your account.',
        ],
      },
      {
        heading: 'Article 8 (Contact)',
        body: [
          'Questions about location information go to our location information manager through 1:1 inquiry in the app.',
        ],
      },
    ],
  },
};

export default texts;
