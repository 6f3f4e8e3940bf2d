const registeredFormat = new Intl.DateTimeFormat('es-MX', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Mexico_City',
});

/** '5 de marzo de 2026': the day an invoice was registered, as the restaurant (in Mexico City) saw it. */
export const registeredDate = (date: Date) => registeredFormat.format(date);
