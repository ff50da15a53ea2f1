/** English texts of the Feed API page's section on NewsML-G2 (merged into en.ts under `g2Guide`). */
export const g2GuideEn = {
  heading: 'NewsML-G2',
  body: 'The Feed API also answers in IPTC NewsML-G2 2.35: add <param /> or send <accept /> (the parameter wins over the header). A page is one News Message. A story with files is a package (<package />) that refers to its text’s item — whose guid is the story’s address, as ninjs’ uri — and to one item per picture, video or PDF, each with its renditions linked like every media link; a story without files is its text’s item alone.',
  cursor:
    'The next cursor is in the <cursorHeader /> header and in the message’s <ext />; a page with nothing new is answered <empty />, with the cursor all the same. A correction comes again with a higher version and <update />; a withdrawn story as its package and text <canceled />.',
  elsewhere:
    'One item by id takes the same choice and comes as a News Message to take whole (<atomic />). A news item’s Download menu offers NewsML-G2 XML too, a ZIP of selected news holds each item’s News Message as its .xml beside its text, ninjs and pictures, and a webhook sends its news as that News Message when its body format on My Account is NewsML-G2 (an Agenda event still goes as JSON). The portal’s documents are checked against IPTC’s NewsML-G2 2.35 XML Schema.',
} as const;
