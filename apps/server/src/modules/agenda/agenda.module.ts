import { defineModule } from '../../plugins/feature-modules.ts';
import { createAgendaRepository } from './agenda.repository.ts';
import { agendaRoutes } from './agenda.routes.ts';
import { createAgendaService } from './agenda.service.ts';

/** The agency's agenda: events it will cover and what it will deliver of each, planned by staff under /api/v1/agenda. */
export const agendaModule = defineModule({
  name: 'agenda',
  needs: ['db'],
  gives: [],
  build: ({ db }) => {
    const agenda = createAgendaService({ db, repository: createAgendaRepository(db) });
    return {
      routes: async (app) => {
        await app.register(agendaRoutes({ agenda }));
      },
    };
  },
});
