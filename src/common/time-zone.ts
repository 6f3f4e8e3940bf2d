/**
 * The cookie in which the browser tells the server its time zone (an IANA name such as
 * "America/Mexico_City"), so that a page the server renders shows dates as the browser will (decision 064).
 */
export const TIME_ZONE_COOKIE = 'alacena_tz';
