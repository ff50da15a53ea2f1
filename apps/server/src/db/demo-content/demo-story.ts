/** One demo story: a headline, its lede, body paragraphs and, optionally, the places it can be set in. */
export type Story = { headline: string; lede: string; body: string[]; in?: string[] };
