import { POLICIES_EFFECTIVE, type PolicyTexts } from './types.ts';

const texts: PolicyTexts = {
  servicePolicy: {
    title: 'Nutzungsbedingungen',
    effective: POLICIES_EFFECTIVE,
    intro:
      'Diese Bedingungen gelten für die Nutzung von Steelyard, einem Marktplatz, auf dem Mitglieder gebrauchte Industriegüter wie Maschinen, Werkzeuge, Teile und Material kaufen, verkaufen, verschenken und suchen. Bitte lies sie vor der Registrierung.',
    sections: [
      {
        heading: '§ 1 Zweck',
        body: [
          'Diese Bedingungen regeln die Rechte, Pflichten und Verantwortlichkeiten von Steelyard (der „Betreiber“) und seinen Mitgliedern bei der Nutzung der Website und App von Steelyard (der „Dienst“).',
        ],
      },
      {
        heading: '§ 2 Begriffe',
        body: [
          '„Mitglied“ ist, wer diesen Bedingungen zugestimmt und sich registriert hat. „Beitrag“ ist ein Angebot zum Verkauf, zum Verschenken oder ein Gesuch mit Fotos, Text und Stichwörtern. „Handel“ ist ein Geschäft, das zwei Mitglieder über den Dienst untereinander vereinbaren.',
        ],
      },
      {
        heading: '§ 3 Änderungen',
        body: [
          'Der Betreiber kann diese Bedingungen im Rahmen des Gesetzes ändern. Änderungen werden mindestens 7 Tage vor Inkrafttreten im Dienst angekündigt, bei Nachteilen für Mitglieder 30 Tage vorher. Wer nicht zustimmt, kann vor dem Stichtag austreten.',
        ],
      },
      {
        heading: '§ 4 Mitgliedschaft',
        body: [
          'Sie registrieren sich mit einer gültigen E-Mail-Adresse, einem Spitznamen und Ihrem Aktivitätsgebiet. Ihre Angaben müssen wahr sein, und Sie halten Ihr Passwort geheim. Jede Person darf ein Konto haben; Konten dürfen nicht verkauft oder verliehen werden.',
        ],
      },
      {
        heading: '§ 5 Rolle des Dienstes',
        body: [
          'Der Dienst bringt Mitglieder zusammen. Der Betreiber ist nicht Vertragspartei eines Handels und besitzt, prüft oder garantiert die angebotenen Waren nicht. Preis, Zustand, Lieferung, Aufstellung und Zahlung vereinbaren und erledigen die Mitglieder selbst.',
          'Verkäufer sind für die Rechtmäßigkeit und Sicherheit ihrer Waren verantwortlich, einschließlich Sicherheitszertifizierungen, Prüfungen oder Genehmigungen, die Industrieanlagen benötigen, und müssen Mängel wahrheitsgemäß angeben.',
        ],
      },
      {
        heading: '§ 6 Verbotene Waren und Handlungen',
        body: [
          'Nicht erlaubt sind gestohlene oder gefälschte Waren, genehmigungspflichtige Waren ohne Genehmigung, zurückgerufene oder unsichere Geräte, Gefahrstoffe, Waffen und alles, dessen Handel verboten ist.',
          'Nicht erlaubt sind Betrug, falsche oder irreführende Angebote, Spam, Belästigung oder Beleidigung anderer Mitglieder, das Sammeln personenbezogener Daten anderer Mitglieder und Störungen des Dienstes.',
        ],
      },
      {
        heading: '§ 7 Beiträge',
        body: [
          'Die Rechte an Ihren Beiträgen bleiben bei Ihnen. Sie erlauben dem Betreiber, sie für Betrieb und Bewerbung des Dienstes anzuzeigen, zu speichern und anzupassen. Der Betreiber kann Beiträge, die gegen diese Bedingungen oder das Gesetz verstoßen, ausblenden oder löschen und nennt nach Möglichkeit den Grund.',
        ],
      },
      {
        heading: '§ 8 Blockieren, Meldungen und Einschränkungen',
        body: [
          'Sie können andere Mitglieder blockieren; dann sehen Sie und diese Mitglieder gegenseitig keine Beiträge, Profile oder Chats. Sie können Beiträge, Mitglieder und Chats melden. Der Betreiber kann Mitglieder, die gegen diese Bedingungen verstoßen, verwarnen, sperren oder ihr Konto schließen.',
        ],
      },
      {
        heading: '§ 9 Austritt',
        body: [
          'Sie können jederzeit in der App austreten. Ihr Konto wird sofort geschlossen und Ihre Beiträge verschwinden. Eine erneute Registrierung mit derselben E-Mail-Adresse, Telefonnummer oder demselben Social-Konto ist 7 Tage lang nicht möglich. Ihre personenbezogenen Daten werden 6 Monate lang zur Klärung von Streitfällen und gegen Missbrauch aufbewahrt und dann gelöscht.',
        ],
      },
      {
        heading: '§ 10 Haftung',
        body: [
          'Der Betreiber haftet nicht für Geschäfte zwischen Mitgliedern oder für von Mitgliedern eingestellte Inhalte, außer bei eigenem Verschulden, und nicht für Ausfälle durch höhere Gewalt oder Ereignisse außerhalb seiner zumutbaren Kontrolle. Die gesetzliche Haftung für Vorsatz, grobe Fahrlässigkeit und Personenschäden bleibt unberührt.',
        ],
      },
      {
        heading: '§ 11 Anwendbares Recht und Streitigkeiten',
        body: [
          'Es gilt das Recht der Republik Korea. Streitigkeiten werden zunächst im Gespräch beigelegt, sonst entscheidet das zuständige Gericht. Verbraucher behalten den Schutz der zwingenden Vorschriften des Landes, in dem sie leben.',
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Datenschutzerklärung',
    effective: POLICIES_EFFECTIVE,
    intro:
      'Steelyard erhebt nur die personenbezogenen Daten, die der Betrieb des Marktplatzes erfordert, und schützt sie nach dem koreanischen Datenschutzgesetz und den übrigen geltenden Gesetzen, für Mitglieder in der EU nach der DSGVO.',
    sections: [
      {
        heading: '1. Welche Daten wir erheben',
        body: [
          'Bei der Registrierung: E-Mail-Adresse, Passwort (nur als Einweg-Hash gespeichert), Spitzname und Aktivitätsgebiet. Freiwillig: Telefonnummer, Name und Profilfoto. Bei Social Login: die Kennung und die bestätigte E-Mail-Adresse, die der Anbieter übermittelt.',
          'Bei der Nutzung: Ihre Beiträge, Chats, Bewertungen und Meldungen; IP-Adresse, Geräte- und App-Version, Push-Token, Sprache und Zugriffsprotokolle; der Standort Ihres Geräts, wenn Sie ihn freigeben.',
        ],
      },
      {
        heading: '2. Wozu wir sie nutzen',
        body: [
          'Um Ihr Konto einzurichten und zu schützen, Ihre Beiträge und Ihr Profil anzuzeigen, Käufer und Verkäufer zusammenzubringen, die gewählten Benachrichtigungen zu senden, Anfragen und Meldungen zu bearbeiten, Betrug und Missbrauch zu verhindern und – nur mit Ihrer Einwilligung – Werbung zu senden (Art. 6 Abs. 1 lit. a, b und f DSGVO).',
        ],
      },
      {
        heading: '3. Speicherdauer',
        body: [
          'Bis zu Ihrem Austritt. Danach bewahren wir die Daten 6 Monate zur Klärung von Streitfällen und gegen wiederholten Missbrauch auf und löschen sie dann. Verlangt ein Gesetz eine längere Aufbewahrung, bewahren wir nur die betroffenen Daten für diese Dauer auf.',
        ],
      },
      {
        heading: '4. Weitergabe an Dritte',
        body: [
          'Wir verkaufen Ihre Daten nicht und geben sie nur mit Ihrer Einwilligung oder aufgrund gesetzlicher Pflichten weiter. Was Sie veröffentlichen (Spitzname, Foto, Aktivitätsgebiet, Beiträge), sehen andere Mitglieder.',
        ],
      },
      {
        heading: '5. Auftragsverarbeiter',
        body: [
          'Hosting und Speicherung, SMS-Versand, E-Mail-Versand und Push-Benachrichtigungen übernehmen Dienstleister, die vertraglich verpflichtet sind, Ihre Daten zu schützen und nur nach unseren Weisungen zu verwenden.',
        ],
      },
      {
        heading: '6. Ihre Rechte',
        body: [
          'Unter „Profil bearbeiten“ und „Konto“ sehen und berichtigen Sie Ihre Daten, unter „Benachrichtigungen“ ändern Sie Mitteilungen einschließlich Werbung, und mit dem Austritt löschen Sie Ihr Konto. Über die 1:1-Anfrage können Sie Auskunft, Berichtigung, Löschung, Einschränkung, Widerspruch und Datenübertragbarkeit verlangen und Einwilligungen widerrufen.',
        ],
      },
      {
        heading: '7. Löschung',
        body: [
          'Nicht mehr benötigte Daten löschen wir so, dass sie nicht wiederhergestellt werden können; Papierunterlagen werden vernichtet.',
        ],
      },
      {
        heading: '8. Sicherheit',
        body: [
          'Passwörter werden mit scrypt gehasht, Verbindungen verschlüsselt, Sitzungen als Hash gespeichert und können unter „Angemeldete Geräte“ beendet werden; nur befugte Mitarbeitende haben protokollierten Zugriff.',
        ],
      },
      {
        heading: '9. Cookies',
        body: [
          'Wir verwenden nur technisch notwendige Cookies: ein Sitzungs-Cookie, das Sie angemeldet hält, und ein Sicherheitstoken gegen Cross-Site-Request-Forgery. Werbe-Cookies setzen wir nicht.',
        ],
      },
      {
        heading: '10. Kontakt',
        body: [
          'Fragen und Beschwerden zum Datenschutz richten Sie über die 1:1-Anfrage in der App an unseren Datenschutzbeauftragten. Sie können sich auch bei einer Datenschutz-Aufsichtsbehörde beschweren.',
        ],
      },
      {
        heading: '11. Änderungen',
        body: ['Änderungen dieser Erklärung kündigen wir mindestens 7 Tage vor Inkrafttreten im Dienst an.'],
      },
    ],
  },
  locationPolicy: {
    title: 'Bedingungen für Standortdienste',
    effective: POLICIES_EFFECTIVE,
    intro:
      'Diese Bedingungen erklären, wie Steelyard Standortdaten nutzt, nach dem koreanischen Gesetz über den Schutz und die Nutzung von Standortinformationen und der DSGVO.',
    sections: [
      {
        heading: '§ 1 Zweck',
        body: [
          'Diese Bedingungen regeln, wie Steelyard standortbezogene Dienste anbietet, und die Rechte und Pflichten der Mitglieder, die sie nutzen.',
        ],
      },
      {
        heading: '§ 2 Dienste',
        body: [
          'Beiträge in Ihrer Nähe und in Ihrem Aktivitätsgebiet finden; einen bevorzugten Übergabeort für einen Beitrag auf der Karte wählen; die Entfernung zum Übergabeort anzeigen; Land und Region des Dienstes für Sie vorschlagen.',
        ],
      },
      {
        heading: '§ 3 Genutzte Standortdaten',
        body: [
          'Die Koordinaten Ihres Geräts, wenn Sie den Standortzugriff erlauben, umgewandelt in Adressteile (Land, Stadt, Bezirk). Der Übergabeort eines Beitrags mit seinen Koordinaten ist für alle sichtbar, die den Beitrag sehen können. Ihre IP-Adresse kann genutzt werden, um Ihr Land zu schätzen.',
        ],
      },
      {
        heading: '§ 4 Speicherdauer',
        body: [
          'Wir speichern nur den letzten Gerätestandort in Ihrem Konto, bis Sie ihn ändern oder austreten; einen Verlauf Ihrer Aufenthaltsorte speichern wir nicht. Nachweise über die Nutzung von Standortdaten bewahren wir gesetzlich vorgeschrieben 6 Monate auf.',
        ],
      },
      {
        heading: '§ 5 Ihre Wahl',
        body: [
          'Der Standortzugriff ist freiwillig: Sie können ihn jederzeit in den Geräteeinstellungen verweigern oder widerrufen, und der Dienst funktioniert weiter mit dem Aktivitätsgebiet, das Sie wählen. Über die 1:1-Anfrage können Sie Auskunft oder Berichtigung verlangen.',
        ],
      },
      {
        heading: '§ 6 Kinder',
        body: [
          'Kinder unter 14 Jahren brauchen für Standortdienste die Zustimmung eines gesetzlichen Vertreters, der die Rechte des Kindes nach diesen Bedingungen ausüben kann.',
        ],
      },
      {
        heading: '§ 7 Dritte',
        body: [
          'Ohne Ihre Einwilligung geben wir Standortdaten nicht an Dritte weiter. Der Kartenanbieter erhält den angezeigten Kartenausschnitt, um Kartenbilder zu liefern, aber keine Kontodaten.',
        ],
      },
      {
        heading: '§ 8 Kontakt',
        body: [
          'Fragen zu Standortdaten richten Sie über die 1:1-Anfrage in der App an unseren Verantwortlichen für Standortdaten.',
        ],
      },
    ],
  },
};

export default texts;
