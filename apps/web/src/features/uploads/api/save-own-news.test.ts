import { describe, expect, it } from 'vitest';
import { newsFormData } from './save-own-news.ts';

describe('newsFormData', () => {
  it('repeats the categories, kept files and attachments, and adds the PDF once', () => {
    const photo = new File(['a'], 'photo.jpg', { type: 'image/jpeg' });
    const clip = new File(['b'], 'clip.mp4', { type: 'video/mp4' });
    const paper = new File(['c'], 'paper.pdf', { type: 'application/pdf' });
    const form = newsFormData({
      title: 'Flood in Terai',
      content: '<p>Water rose.</p>',
      language_id: '2',
      category_ids: [1, 4],
      attachments: [photo, clip],
      pdf: paper,
      keepMediaIds: [7, 9],
    });
    expect(form.get('title')).toBe('Flood in Terai');
    expect(form.get('content')).toBe('<p>Water rose.</p>');
    expect(form.get('language_id')).toBe('2');
    expect(form.getAll('category_ids')).toEqual(['1', '4']);
    expect(form.getAll('keep_media_ids')).toEqual(['7', '9']);
    expect((form.getAll('files') as File[]).map((file) => file.name)).toEqual(['photo.jpg', 'clip.mp4']);
    expect((form.get('pdf') as File).name).toBe('paper.pdf');
  });

  it('sends no file parts when nothing new was chosen', () => {
    const form = newsFormData({
      title: 'T',
      content: '',
      language_id: '1',
      category_ids: [2],
      attachments: [],
      pdf: null,
      keepMediaIds: [],
    });
    expect(form.has('files')).toBe(false);
    expect(form.has('pdf')).toBe(false);
    expect(form.has('keep_media_ids')).toBe(false);
  });
});
