/** Every message of the inquiry dialogs and their endpoint, spelled once for the browser and the server. */
export const inquiryMessages = {
  successTitle: "Inquiry Sent",
  errorTitle: "Submission Failed",
  errorFallback: "Something went wrong. Please try again.",
  unknownType: "This inquiry form is not known.",
  unknownField: "Unknown field.",
  duplicateField: "This field was sent twice.",
  checkFields: "Please check the highlighted fields.",
} as const;

export function requiredMessage(label: string): string {
  return `${label} is required`;
}

export const invalidNumberMessage = "Please enter a whole number.";
export const invalidDateMessage = "Please enter a valid date.";
export const invalidOptionMessage = "Please choose one of the listed options.";
export const fixedValueMessage = "This value can't be changed.";
