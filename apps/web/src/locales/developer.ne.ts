import type { developerEn } from './developer.en.ts';
import type { Widen } from './widen.ts';

/** Nepali texts of the developer screens; the same keys as developer.en.ts. */
export const developerNe: Widen<typeof developerEn> = {
  title: 'विकासकर्ता निर्देशिका',
  ownerOnly: 'यी कुञ्जी र सेटिङ मेरो खातामा छन्, जुन आफ्नो सञ्चार गृहको मालिकले मात्र खोल्नुहुन्छ: उहाँलाई सोध्नुहोस्।',
  intro:
    'आफ्नो वेबसाइटलाई पोर्टलसँग जोड्नुहोस् र एजेन्सीका समाचार एक क्लिकमा त्यहाँ पठाउनुहोस्। तपाईंको साइटलाई दुईवटा साना endpoint चाहिन्छ; तलका चरणहरूले तिनलाई तयार पार्छन्।',
  wordpress: {
    heading: 'WordPress साइटहरू',
    body: 'तपाईंको साइट WordPress मा छ? पोर्टलको plugin इन्स्टल गर्नुहोस्: यसले दुवै endpoint दिन्छ, हरेक push जाँच्छ र सच्याइएका तथा हटाइएका समाचार पछ्याउँछ; कुनै कोड लेख्नु पर्दैन।',
    download: 'WordPress plugin डाउनलोड गर्नुहोस्',
    stepsLabel: 'WordPress plugin इन्स्टल गर्ने तरिका',
    upload: 'wp-admin मा Plugins → Add New → Upload Plugin खोल्नुहोस्, डाउनलोड गरेको zip छान्नुहोस्, इन्स्टल गर्नुहोस् र Activate थिच्नुहोस्।',
    connect:
      'Settings → Portal News खोल्नुहोस्। त्यहाँ देखिएका category ठेगाना, article ठेगाना र token {{account}} → {{card}} मा राख्नुहोस्, र {{account}} मा देखिएको signing secret plugin मा टाँस्नुहोस्।',
    map: 'पोर्टलका वर्गहरूलाई आफ्नो साइटका वर्गसँग मिलाउनुहोस्, र आएका लेख draft का रूपमा राख्ने कि तुरुन्तै प्रकाशित गर्ने छान्नुहोस्।',
  },
  ownSite: 'तपाईंको आफ्नै वेबसाइट',
  steps: {
    label: 'चरणहरू',
    account: {
      heading: 'मेरो खाता खोल्नुहोस्',
      body: 'मेनुबाट {{account}} खोल्नुहोस्। त्यहाँको {{card}} कार्डले तपाईंको वेबसाइटलाई पोर्टलसँग जोड्छ।',
      link: 'मेरो खातामा जानुहोस्',
    },
    details: {
      heading: 'Client API विवरण भर्नुहोस्',
      body: '{{card}} कार्डको थप्ने चिह्न थिच्नुहोस् र यी भर्नुहोस्:',
      categoryUrl: 'तपाईंको वर्गहरू दिने endpoint को ठेगाना, जस्तै {{example}}।',
      postUrl: 'तपाईंको लेख सुरक्षित गर्ने endpoint को ठेगाना, जस्तै {{example}}।',
      token:
        'लामो अनियमित गोप्य शब्द, तपाईंको सर्भरले अपेक्षा गर्ने त्यही। यसलाई कोडमा होइन, सर्भरको environment variable मा राख्नुहोस् (नमुनाहरूमा PORTAL_TOKEN)।',
      secret:
        '{{account}} मा integration को signing secret पनि देखिन्छ: हरेक push पोर्टलबाटै आएको जाँच्न यसलाई पनि सर्भरको environment variable मा राख्नुहोस् (नमुनाहरूमा PORTAL_SIGNING_SECRET)।',
    },
    endpoints: {
      heading: 'दुईवटा endpoint बनाउनुहोस्',
      body: 'पोर्टलले हरेक अनुरोधमा Token header पठाउँछ, र तपाईंको साइटले तल लेखिएझैँ जवाफ दिन्छ। पाँच भाषामा तयारी receiver हरू चरणहरूपछि छन्।',
      samplesLink: 'नमुना कोड हेर्नुहोस्',
    },
    refresh: {
      heading: 'आफ्ना वर्गहरू ल्याउनुहोस्',
      body: '{{account}} → {{card}} मा “{{button}}” थिच्नुहोस्। पोर्टलले तपाईंको वर्ग endpoint बोलाएर भेटिएका वर्गहरू देखाउँछ; त्रुटि देखिए Category URL र token जाँच्नुहोस्।',
    },
    post: {
      heading: 'लेख पठाउनुहोस्',
      body: 'कुनै समाचार खोल्नुहोस्, “{{button}}” थिच्नुहोस्, आफ्नो एउटा वर्ग छान्नुहोस् र पुष्टि गर्नुहोस्। लेख तपाईंको save-article endpoint मा पुग्छ, र हरेक प्रयास समाचारमुनि सूचीमा देखिन्छ।',
      link: 'समाचारमा जानुहोस्',
    },
  },
  endpoint: {
    categories: 'वर्ग endpoint',
    saveArticle: 'लेख सुरक्षित गर्ने endpoint',
    savedAs: 'यस नाममा सुरक्षित',
    headers: 'Header हरू',
    body: 'JSON body',
    answers: 'जवाफहरू',
    field: 'फिल्ड',
    type: 'प्रकार',
    rules: 'नियम',
    status: 'स्थिति',
    meaning: 'जवाफ',
    string: 'string',
    html: 'string (HTML)',
    integer: 'integer',
    urls: 'URL हरूको सूची',
    titleRule: 'अनिवार्य, बढीमा २५५ अक्षर',
    required: 'अनिवार्य',
    categoryRule: 'अनिवार्य: तपाईंको कुनै वर्गको id',
    optional: 'ऐच्छिक',
    categoryList: 'तपाईंका वर्गहरू',
    saved: 'लेख सुरक्षित भयो',
    missingToken: 'Token header छैन',
    wrongToken: 'token तपाईंको होइन',
    invalidData: 'कुनै फिल्ड छुटेको वा गलत छ',
    updated: 'सच्याइएको लेख लागू भयो, वा पोस्ट पहिल्यै अद्यावधिक थियो, वा हटाइयो',
    invalidSignature: 'signature छैन, गलत छ वा ५ मिनेटभन्दा पुरानो छ',
    mediaNote:
      'मिडिया लिङ्कहरू हस्ताक्षरित छन् र कम्तीमा ७ दिन चल्छन्। लेख आइपुग्दा फाइलहरू आफ्नै भण्डारमा डाउनलोड गर्नुहोस्; आफ्ना पृष्ठहरूबाट तिनमा सिधै लिङ्क नगर्नुहोस्।',
  },
  pushes: {
    heading: 'हस्ताक्षरित push, सच्याइएका र हटाइएका समाचार',
    body: 'पोर्टलले तपाईंको save-article endpoint मा पठाउने हरेक push लाई तपाईंको integration को signing secret ले हस्ताक्षर गर्छ, जुन {{account}} → {{card}} मा देखिन्छ (यसलाई सर्भरको environment variable मा राख्नुहोस्: नमुनाहरूमा <env />), र यी header हरू पठाउँछ:',
    headers: {
      contentType: 'body JSON हो।',
      token: 'मेरो खातामा सुरक्षित गरेको token, वर्ग endpoint मा जस्तै।',
      signature: 'पठाएको समय (Unix सेकेन्डमा) र तपाईंको signing secret ले बनाएको “t.body” को hex HMAC-SHA256।',
      delivery: 'यो प्रयासको id: हरेक प्रयासमा नयाँ, तपाईंको log का लागि।',
      idempotency: 'समाचार, यसको संस्करण र action: एउटै push का हरेक पुनःप्रयासमा उही।',
    },
    check:
      'सबैभन्दा पहिले token (400 वा 401), त्यसपछि signature जाँच्नुहोस्: signature नभएको, गलत भएको वा तपाईंको घडीभन्दा ५ मिनेटभन्दा बढी फरक भएको push लाई 401 “Invalid signature” जवाफ दिनुहोस् र केही नबदल्नुहोस्। यो signature फिड API का webhook को जस्तै हो:',
    signatureLink: 'signature कसरी जाँच्ने',
    publish:
      '<action /> “publish” वा “update”: आफ्नो पोस्ट <item /> बाट खोज्नुहोस्। भेटिएन भने बनाउनुहोस् र 201 जवाफ दिनुहोस्। सुरक्षित संस्करण सानो भए पोस्ट त्यहीँ अद्यावधिक गर्नुहोस् र 200 दिनुहोस्। उही वा ठूलो संस्करण भए केही नबदल्नुहोस् र 200 दिनुहोस् (पुनःप्रयास, वा ढिलो आइपुगेको पुरानो push)। एउटा समाचारका लागि कहिल्यै दोस्रो पोस्ट नबनाउनुहोस्; हरेक सच्याइमा <version /> बढ्छ।',
    takedown:
      '<action /> “takedown”: <item /> को पोस्ट हटाउनुहोस्, यसको <version /> सुरक्षित गर्नुहोस् र 200 जवाफ दिनुहोस्; पोस्ट नभए पनि 200 दिनुहोस्। नयाँ संस्करणले (समाचार फेरि प्रकाशित भएमा) मात्र पोस्ट फर्काउँछ। हटाउने push मा <action />, <portal /> र <reason /> मात्र हुन्छन्, <title /> हुँदैन।',
    older: '<action /> र <portal /> नभएको body पुरानो सम्झौताको हो: यसलाई publish (201) का रूपमा लिनुहोस्।',
  },
  samples: {
    heading: 'नमुना कोड',
    about:
      'हरेक नमुनाले दुवै endpoint बनाउँछ: token स्थिर समयमा तुलना, header नभए 400, गलत token मा 401, माथि लेखिएझैँ हस्ताक्षर नभएको push मा 401 “Invalid signature”, हरेक पोर्टल समाचारका लागि सच्याइ र हटाइसहित एउटै पोस्ट, गलत body मा 422 “Invalid data.”, नयाँ लेख सुरक्षित भए 201।',
    tabs: 'नमुनाको भाषा',
    copy: 'प्रतिलिपि',
    copyFile: '{{file}} प्रतिलिपि गर्नुहोस्',
  },
  copied: 'प्रतिलिपि गरियो',
};
