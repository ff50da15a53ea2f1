/** A video's page in the app (its web address, `itemWebPath`, leads there). */
export const videoPath = (id: number) => `/videos/${id}/detail`;
