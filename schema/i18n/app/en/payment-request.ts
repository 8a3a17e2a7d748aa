// The Request Payment dialog (issue 34, ADR 0195). Its toasts are schema/contracts/payment-texts.ts's and the
// signature names payments.ts's, word for word (the catalogue test compares them). The message's default text is
// the client's to read, so it stays as the schema writes it.
export const paymentRequest = {
  title: "Request Payment",
  description: "Send {name} the amount due and how to pay.",
  sent: "Payment request sent.",
  failed: "Failed to send payment request",
  unknownError: "An unknown error occurred",
  sendBy: "Send by",
  email: "Email",
  both: "Both",
  emailAndSms: "Email and SMS",
  goesToBoth: "Email goes to {email}; texts to {phone}.",
  goesToEmail: "Email goes to {email}. Add a phone number to this client to send texts.",
  message: "Message",
  allMethods: "Include all payment methods on file",
  signAs: "Sign as",
  company: "Company",
  accounting: "Accounting Department",
  finance: "Finance Team",
  collections: "Collections Department",
  personal: "Personal",
  signature: "Your signature",
  signatureHint: "Leave blank to sign with your name.",
  cancel: "Cancel",
  sending: "Sending...",
  send: "Send Request",
} as const;
