/** The Agenda's words shared by the console, the desks and the clients' screens: an event's status, a coverage's kind and state. */
export const agendaTermsNe = {
  statuses: {
    planned: 'योजनामा',
    confirmed: 'पक्का',
    postponed: 'स्थगित',
    cancelled: 'रद्द',
  },
  kinds: {
    text: 'समाचार',
    photos: 'तस्बिर',
    video: 'भिडियो',
    live: 'प्रत्यक्ष',
    audio: 'अडियो',
  },
  states: {
    planned: 'योजनामा',
    assigned: 'जिम्मा दिइएको',
    in_progress: 'काम हुँदै',
    delivered: 'पठाइएको',
    cancelled: 'रद्द',
  },
};
