// /clients and its "Archived clients" (issue 34, ADR 0195). The dialog that adds and edits a client is not yet here.
export const clients = {
  title: "Clients",
  add: "Add client",
  search: "Search clients...",
  none: "No clients found",
  tryOther: "Try a different search term or clear your search",
  first: "Add your first client to start sending progress billings and get paid faster",
  clear: "Clear search",
  more: "Load more clients",
  archived: "Archived clients",
  noArchived: "No archived clients.",
  restored: "Client restored",
  noun: "clients",
  edit: "Edit {name}",
} as const;
