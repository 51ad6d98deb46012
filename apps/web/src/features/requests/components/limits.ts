/** contracts' UserRequestInput: messages of 1–2000 characters, emails up to 254. */
export const MESSAGE_MAX = 2000;
export const EMAIL_MAX = 254;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
