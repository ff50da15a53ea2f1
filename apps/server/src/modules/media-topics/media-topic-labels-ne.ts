/**
 * Nepali labels of IPTC Media Topics, written by the agency (IPTC publishes none in Nepali): the 17 top-level
 * topics and every code a seeded category maps to (media-topic-defaults.ts), and a few the desk uses often.
 * A test holds every default code to having one here. Topics without a Nepali label show the English one.
 */
export const MEDIA_TOPIC_LABELS_NE: Readonly<Record<string, string>> = {
  'medtop:01000000': 'कला, संस्कृति, मनोरञ्जन र सञ्चारमाध्यम',
  'medtop:02000000': 'अपराध, कानुन र न्याय',
  'medtop:03000000': 'विपद्, दुर्घटना र आपत्कालीन घटना',
  'medtop:04000000': 'अर्थतन्त्र, व्यापार र वित्त',
  'medtop:05000000': 'शिक्षा',
  'medtop:06000000': 'वातावरण',
  'medtop:07000000': 'स्वास्थ्य',
  'medtop:08000000': 'मानवीय सरोकार',
  'medtop:09000000': 'श्रम',
  'medtop:10000000': 'जीवनशैली र फुर्सद',
  'medtop:11000000': 'राजनीति',
  'medtop:12000000': 'धर्म र आस्था',
  'medtop:13000000': 'विज्ञान र प्रविधि',
  'medtop:14000000': 'समाज',
  'medtop:15000000': 'खेलकुद',
  'medtop:16000000': 'द्वन्द्व, युद्ध र शान्ति',
  'medtop:17000000': 'मौसम',
  // Below the top level: the seeded categories' codes, then others the desk uses often.
  'medtop:20000002': 'कला र मनोरञ्जन',
  'medtop:20000756': 'प्रविधि र इन्जिनियरिङ',
  'medtop:20000638': 'अन्तर्राष्ट्रिय सम्बन्ध',
  'medtop:20000618': 'प्रादेशिक सरकार र निकाय',
  'medtop:20000574': 'निर्वाचन',
  'medtop:20000593': 'सरकार',
  'medtop:20000612': 'स्थानीय सरकार र निकाय',
  'medtop:20000639': 'कूटनीति',
  'medtop:20000153': 'भूकम्प',
  'medtop:20000210': 'कृषि',
  'medtop:20000563': 'यात्रा र पर्यटन',
  'medtop:20000888': 'क्रिकेट',
  'medtop:20001065': 'फुटबल',
};
