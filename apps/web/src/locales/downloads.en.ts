/** English texts of the news downloads (merged into en.ts under `downloads`). */
export const downloadsEn = {
  download: 'Download',
  formats: { text: 'Text', ninjs: 'ninjs {{version}} JSON', nitf: 'NITF XML', 'newsml-g2': 'NewsML-G2 XML' },
  formatHints: {
    text: 'Plain text with links to the files',
    ninjs: 'IPTC ninjs {{version}}, for newsroom systems',
    nitf: 'IPTC NITF 3.6',
    'newsml-g2': 'IPTC NewsML-G2 2.35, with links to the media',
  },
  select: 'Select',
  doneSelecting: 'Done',
  selectItem: 'Select “{{title}}”',
  selected_one: '{{count}} selected',
  selected_other: '{{count}} selected',
  downloadZip: 'Download ZIP',
  zipNinjs: 'ninjs in the ZIP',
  clear: 'Clear',
  limitReached: 'At most {{max}} items fit in one ZIP.',
  preparing: 'Preparing the download…',
  selectionBar: 'Selected items',
};
