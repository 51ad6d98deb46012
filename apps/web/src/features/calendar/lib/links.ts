/** Google Calendar adds a subscription from a webcal:// address given as `cid`. */
export const googleSubscribeUrl = (webcalUrl: string) =>
  `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl)}`;
