// /invite/{token}: joining a company by its invite (issue 34, ADR 0195). The roles as a sentence names them are the
// shared schema's ROLE_AS, word for word.
export const invite = {
  loading: "Loading your invite",
  cantUse: "This invite can't be used",
  notValid: "This invite link is not valid.",
  goToSignIn: "Go to sign in",
  invited: "{who} invited you to join {company} as {role}",
  theirCompany: "their company",
  asOwner: "an owner",
  asOffice: "office staff",
  asField: "a field tech",
  signedInAs: "You're signed in as {name} ({username}). This invite sets up a new login: sign out to accept it.",
  signedInAsOf:
    "You're signed in as {name} ({username}) of {company}. This invite sets up a new login: sign out to accept it.",
  signingOut: "Signing out...",
  signOutContinue: "Sign out and continue",
  staySignedIn: "Stay signed in",
  welcome: "Welcome to the team",
  loginReady: "Your login is ready.",
  setupFailed: "Couldn't set up your login",
  fullName: "Full name",
  emailOptional: "Email (optional)",
  email: "Email",
  mobileNumber: "Mobile number",
  phoneOptional: "Phone (optional)",
  joining: "Joining...",
  join: "Join the team",
} as const;
