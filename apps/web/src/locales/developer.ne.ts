import type { developerEn } from './developer.en.ts';
import type { Widen } from './widen.ts';

/** Nepali texts of the developer screens; the same keys as developer.en.ts. */
export const developerNe: Widen<typeof developerEn> = {
  title: 'विकासकर्ता निर्देशिका',
  intro:
    'आफ्नो वेबसाइटलाई पोर्टलसँग जोड्नुहोस् र एजेन्सीका समाचार एक क्लिकमा त्यहाँ पठाउनुहोस्। तपाईंको साइटलाई दुईवटा साना endpoint चाहिन्छ; तलका चरणहरूले तिनलाई तयार पार्छन्।',
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
    mediaNote:
      'मिडिया लिङ्कहरू हस्ताक्षरित छन् र कम्तीमा ७ दिन चल्छन्। लेख आइपुग्दा फाइलहरू आफ्नै भण्डारमा डाउनलोड गर्नुहोस्; आफ्ना पृष्ठहरूबाट तिनमा सिधै लिङ्क नगर्नुहोस्।',
  },
  samples: {
    heading: 'नमुना कोड',
    about:
      'हरेक नमुनाले दुवै endpoint बनाउँछ: token स्थिर समयमा तुलना, header नभए 400, गलत token मा 401, गलत body मा 422 “Invalid data.”, लेख सुरक्षित भए 201।',
    tabs: 'नमुनाको भाषा',
    copy: 'प्रतिलिपि',
    copyFile: '{{file}} प्रतिलिपि गर्नुहोस्',
  },
  copied: 'प्रतिलिपि गरियो',
};
