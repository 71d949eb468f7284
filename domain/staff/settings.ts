/** The settings screen's words, shared by the console and the server's answers. */
export const settingsMessages = {
  gateCodeDigits: "Enter four digits.",
  gateCodeSame: "That is the code already in use. Enter a different one.",
  gateCodeChanged: "The new gate code is in effect.",
  hoursSaved: "The weekly hours are saved and shown on the site.",
  closeAfterOpen: "Closing time must be after opening time.",
  noteRequired: "Say why, for example Thanksgiving.",
  dateRequired: "Choose a day.",
  dateFromToday: "Choose today or a later day.",
  dateWithinYear: "Choose a day within the next year.",
  exceptionSaved: "The change for that day is saved and shown on the site.",
  exceptionRemoved: "That day is back to its regular hours.",
  exceptionNotFound: "No change is set for that day.",
  verificationOn: "Guests now need a verified email to see the gate code.",
  verificationOff: "Any signed-in guest now sees the gate code while the restaurant is open.",
  doubleOptInOn: "New subscribers now get the newsletter only once they confirm by email.",
  doubleOptInOff: "New subscribers now get the newsletter as soon as they sign up.",
} as const;

/** How far ahead staff may set a day's exception. */
export const EXCEPTION_MAX_DAYS_AHEAD = 366;
