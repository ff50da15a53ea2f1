import { z } from 'zod';
import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { paged, single } from '../envelopes.ts';
import { categoryMediaTopicsForm, mediaTopic, mediaTopicInUse, mediaTopicSearchQuery } from '../media-topics.schema.ts';

/** IPTC Media Topics: staff search the vocabulary and set each category's topics; anyone reads the topics in use. */
export const mediaTopicsContract = {
  search: route({
    method: 'GET',
    path: '/api/v1/mediaTopics',
    access: 'staff:admin',
    query: mediaTopicSearchQuery,
    response: paged(mediaTopic),
    summary: 'Search the IPTC Media Topics staff may pick',
  }),
  categoryTopics: route({
    method: 'GET',
    path: '/api/v1/categories/:id/mediaTopics',
    access: 'staff:admin',
    params: idParams,
    response: single(z.array(mediaTopic)),
    summary: "A category's Media Topics",
  }),
  setCategoryTopics: route({
    method: 'PUT',
    path: '/api/v1/categories/:id/mediaTopics',
    access: 'staff:admin',
    params: idParams,
    body: categoryMediaTopicsForm,
    response: z.object({ message: z.string(), data: z.array(mediaTopic) }),
    summary: "Replace a category's Media Topics",
    description: 'Known, current (not retired) `medtop:` codes only, each once, at most 10; an empty list removes them all.',
  }),
  inUse: route({
    method: 'GET',
    path: '/api/v1/mediaTopics/inUse',
    access: 'guest',
    response: single(z.array(mediaTopicInUse)),
    summary: 'The Media Topics the agency’s categories map to',
    description:
      'Every topic a category carries, with its English and Nepali labels, its broader topics and the categories (by slug). Items carry their categories’ topics as `medtop:` subjects. IPTC Media Topic NewsCodes © IPTC, CC BY 4.0.',
  }),
};
