/** The usage terms and the editor's note as the text download, copies, feeds and alert mails put them, above the story; none when unset. */
export function usageNoticeLines(item: { usageTerms: string; editorNote: string }): string[] {
  return [
    ...(item.usageTerms ? [`USAGE TERMS: ${item.usageTerms}`] : []),
    ...(item.editorNote ? [`EDITOR'S NOTE: ${item.editorNote}`] : []),
  ];
}
