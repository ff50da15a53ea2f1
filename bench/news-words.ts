/**
 * Word lists of the generated news, most frequent first: the generator picks word i with a
 * probability close to 1/i (Zipf), so the head of each list is in most items and the tail in few.
 * Names are built from three syllables each (tens of thousands of them), so a name is rare.
 */
export const ENGLISH_WORDS = `the of to and in a on for said with by from at is was government nepal minister
police kathmandu party people will has year district new also have been after are which province election
national prime budget parliament congress committee their office rupees more than president security court
health hospital school students teachers farmers market price prices bank economy tourism tourists visa
festival cricket football team match league final player coach stadium weather rain flood landslide road
highway bridge airport flight pokhara lalitpur bhaktapur chitwan biratnagar birgunj butwal dharan janakpur
nepalgunj dhangadhi hetauda mountain everest climbers trekking himalaya earthquake reconstruction
electricity hydropower project investment india china border trade export import customs remittance
workers migrant employment youth women children education university exam results vaccine doctors
medicine water supply drinking irrigation agriculture rice maize tea coffee cardamom monsoon drought
forest wildlife rhino tiger park conservation temple heritage culture music film actor award ceremony
protest strike demand agreement meeting talks opposition coalition ballot vote candidates count winner
constitution federal local ward mayor chairperson council assembly bill law amendment supreme justice
corruption investigation arrested suspect case verdict fine ministry finance home foreign defence army
diplomat embassy ambassador summit cooperation grant loan inflation revenue tax digital internet mobile
telecom startup technology satellite data cyber fraud online payment wallet`
  .split(/\s+/)
  .filter(Boolean);

export const NEPALI_WORDS = `र को मा ले छ गर्न भएको गरेको पनि हो यो त्यो सरकार नेपाल मन्त्री प्रहरी काठमाडौं
दल जनता प्रदेश निर्वाचन प्रधानमन्त्री बजेट संसद काङ्ग्रेस समिति कार्यालय रुपैयाँ राष्ट्रपति सुरक्षा अदालत
स्वास्थ्य अस्पताल विद्यालय विद्यार्थी शिक्षक किसान बजार मूल्य बैंक अर्थतन्त्र पर्यटन पर्यटक चाडपर्व
क्रिकेट फुटबल टोली खेल लिग फाइनल खेलाडी प्रशिक्षक रंगशाला मौसम वर्षा बाढी पहिरो सडक राजमार्ग पुल
विमानस्थल उडान पोखरा ललितपुर भक्तपुर चितवन विराटनगर वीरगन्ज बुटवल धरान जनकपुर नेपालगन्ज धनगढी हेटौंडा
हिमाल सगरमाथा आरोही पदयात्रा भूकम्प पुनर्निर्माण बिजुली जलविद्युत आयोजना लगानी भारत चीन सीमा व्यापार
निर्यात आयात भन्सार रेमिट्यान्स श्रमिक रोजगारी युवा महिला बालबालिका शिक्षा विश्वविद्यालय परीक्षा नतिजा
खोप चिकित्सक औषधि खानेपानी सिँचाइ कृषि धान मकै चिया कफी अलैंची मनसुन खडेरी वन वन्यजन्तु गैंडा बाघ
निकुञ्ज संरक्षण मन्दिर सम्पदा संस्कृति सङ्गीत चलचित्र कलाकार पुरस्कार समारोह विरोध हडताल माग सम्झौता
बैठक वार्ता प्रतिपक्ष गठबन्धन मतपत्र मतदान उम्मेदवार मतगणना विजेता संविधान सङ्घीय स्थानीय वडा मेयर
अध्यक्ष परिषद् सभा विधेयक कानुन संशोधन सर्वोच्च न्याय भ्रष्टाचार अनुसन्धान पक्राउ आरोपी मुद्दा फैसला
जरिवाना मन्त्रालय अर्थ गृह परराष्ट्र रक्षा सेना कूटनीति दूतावास राजदूत शिखर सहयोग अनुदान ऋण महँगी राजस्व
कर डिजिटल इन्टरनेट मोबाइल दूरसञ्चार प्रविधि भुक्तानी`
  .split(/\s+/)
  .filter(Boolean);

export const ENGLISH_SYLLABLES = {
  first: 'bha sha gu ta ra li ma tha ka a pa ba ne ko su bi ya de ji hi lo mu ni pu re si to wa yo ch'.split(' '),
  middle: 'tta re ru ma i mbu ga ku dhi ri da ra ne lu ya pa ka rma la sa'.split(' '),
  last: 'rai tha ng bu ar ri ki kari la li dev nath man ram hari raj das pal jung bahadur'.split(' '),
};

export const NEPALI_SYLLABLES = {
  first: 'भ श गु ता रा लि म था क अ प ब ने को सु बि य दे जि हि लो मु नि पु रे सि तो वा यो च'.split(' '),
  middle: 'ट्ट रे रु मा इ म्बु गा कु धि रि दा र ने लु या पा का र्मा ला सा'.split(' '),
  last: 'राई था ङ बु र री की कारी ला ली देव नाथ मान राम हरि राज दास पाल जङ्ग बहादुर'.split(' '),
};
