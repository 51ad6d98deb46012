/** English texts for the organizer's workspace (/organizer/...). */
export const organizerEn = {};
