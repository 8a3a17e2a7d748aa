// Page Not Found, for any path the app does not know (issue 34, ADR 0195).
export const notFound = {
  title: "Page Not Found",
  body: "The page you're looking for doesn't exist or has moved.",
  home: "Go home",
} as const;
