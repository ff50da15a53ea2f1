import type { FileToAttach } from '../../modules/content/save-with-files.ts';
import { demoPdf } from './demo-pdf.ts';

/** Titles of hand-written demo items the end-to-end tests look for; see `showcaseNews` for what each carries. */
export const DEMO_SHOWCASE = {
  /** English, pinned, auto-posted, published at seeding time (top of the list), 3 images and a PDF. */
  pinnedEnglish: 'Kathmandu Valley metro plan wins cabinet approval',
  /** Nepali, published today, 2 images and a PDF. */
  nepaliWithPdf: 'पोखरामा अन्तर्राष्ट्रिय पर्यटन मेला सुरु',
  /** A gallery of 5 images, published today. */
  gallery: 'In pictures: Sunrise over the Annapurna range from Sarangkot',
  /** An English video (Society, Province), published today. */
  video: 'Video: Kathmandu Valley at dusk',
} as const;

const image = (data: Buffer, caption: string): FileToAttach => ({ data, caption });

/** The two showcase news items, apart from their owner and publish time. */
export function showcaseNews(images: readonly Buffer[]) {
  const picture = (index: number) => images[index % images.length] as Buffer;
  return {
    pinnedEnglish: {
      title: DEMO_SHOWCASE.pinnedEnglish,
      metaDescription:
        'The cabinet approved a 31-kilometre metro line linking Kalanki, Koteshwor and Lalitpur, with work to start next year.',
      content: [
        '<p><strong>KATHMANDU —</strong> The cabinet on Thursday approved the detailed project report of a 31-kilometre metro line for the Kathmandu Valley, clearing the way for construction to begin next fiscal year.</p>',
        '<p>The line will link Kalanki, Koteshwor and Lalitpur with 22 stations, 14 of them underground. The physical infrastructure ministry estimates the cost at Rs 280 billion and expects the first section to open within six years.</p>',
        '<p>Officials said the metro could carry up to 400,000 passengers a day and cut travel time across the valley by half. The full cabinet decision is attached as a PDF.</p>',
      ].join('\n'),
      languageId: 2,
      categoryIds: [1, 2, 9],
      pin: true,
      files: [
        image(picture(1), 'Kathmandu at dusk, where the line will run'),
        image(picture(0), 'The valley rim seen from Chandragiri'),
        image(picture(2), 'Farmland near the planned depot in Lalitpur'),
        {
          data: demoPdf('Kathmandu Valley metro - cabinet decision', [
            'Length: 31 km, 22 stations (14 underground)',
            'Estimated cost: Rs 280 billion',
            'Construction to begin next fiscal year.',
          ]),
        },
      ],
    },
    nepaliWithPdf: {
      title: DEMO_SHOWCASE.nepaliWithPdf,
      metaDescription: 'पोखरामा चार दिने अन्तर्राष्ट्रिय पर्यटन मेला सुरु भएको छ, जसमा १२ देशका २०० भन्दा बढी व्यवसायी सहभागी छन्।',
      content: [
        '<p><strong>पोखरा,</strong> पोखरामा बिहीबारदेखि चार दिने अन्तर्राष्ट्रिय पर्यटन मेला सुरु भएको छ। मेलामा १२ देशका २०० भन्दा बढी पर्यटन व्यवसायी सहभागी छन्।</p>',
        '<p>मेलाले पदयात्रा, हिमाल आरोहण र ग्रामीण घरबासलाई विदेशी बजारमा चिनाउने आयोजक गण्डकी प्रदेश पर्यटन बोर्डले जनाएको छ। यस वर्ष प्रदेशमा पाँच लाखभन्दा बढी पर्यटक आउने अपेक्षा गरिएको छ।</p>',
        '<p>मेलाको विस्तृत कार्यतालिका पीडीएफमा संलग्न छ।</p>',
      ].join('\n'),
      languageId: 1,
      categoryIds: [2, 9],
      pin: false,
      files: [
        image(picture(3), 'फेवाताल, पोखरा'),
        image(picture(0), 'सराङकोटबाट देखिएको अन्नपूर्ण हिमशृंखला'),
        {
          data: demoPdf('Pokhara International Tourism Fair - programme', [
            'Day 1: opening, trekking and mountaineering stalls',
            'Day 2: homestays and village tourism',
            'Day 3: business meetings; Day 4: closing ceremony',
          ]),
        },
      ],
    },
  };
}

export function showcaseGallery(images: readonly Buffer[]) {
  return {
    title: DEMO_SHOWCASE.gallery,
    description: '<p>Five views of the Annapurna range and Phewa Lake at first light, from the viewpoint at Sarangkot above Pokhara.</p>',
    files: [0, 3, 5, 8, 10].map((index, position) =>
      image(images[index % images.length] as Buffer, `Sarangkot, Pokhara: view ${position + 1} of 5`),
    ),
  };
}
