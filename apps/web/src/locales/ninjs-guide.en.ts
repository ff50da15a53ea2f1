/** English texts of the Feed API page's section on ninjs versions (merged into en.ts under `ninjsGuide`). */
export const ninjsGuideEn = {
  heading: 'ninjs versions: 2.1, 2.3 and 3.2',
  body: 'The Feed API answers IPTC ninjs {{default}} unless you ask for another version ({{versions}}). Ask on each call with <param /> or with <accept /> — the version’s IPTC schema address as the profile; the parameter wins over the header.',
  answer:
    'Each object names its version in <standard />, and an answer in a version you asked for names it in its Content-Type’s <profile /> too; a version the portal does not send is answered <status /> with the versions it does.',
  elsewhere:
    'Downloads take the same choice: the Download menu of a news item offers each version, and the download addresses take <param />, the ZIP’s .json files included. A webhook sends news in the body format chosen for it on My Account (<format />); an Agenda event goes as the Agenda feed’s event whatever the format.',
  names:
    'ninjs 2.3 uses 2.1’s names and shapes (it only adds properties the portal does not send). ninjs 3.2 keeps the shapes and spells these names in camelCase:',
  namesTable: 'ninjs names in 2.x and 3.2',
} as const;
