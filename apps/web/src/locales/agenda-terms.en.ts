/** The Agenda's words shared by the console, the desks and the clients' screens: an event's status, a coverage's kind and state. */
export const agendaTermsEn = {
  statuses: {
    planned: 'Planned',
    confirmed: 'Confirmed',
    postponed: 'Postponed',
    cancelled: 'Cancelled',
  },
  kinds: {
    text: 'Text',
    photos: 'Photos',
    video: 'Video',
    live: 'Live',
    audio: 'Audio',
  },
  states: {
    planned: 'Planned',
    assigned: 'Assigned',
    in_progress: 'In progress',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
};
