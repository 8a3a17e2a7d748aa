// What every list says around its rows (issue 34, ADR 0195): loading, a failure with its retry, Load more, and the
// archived items' disclosure while it loads. `{noun}` is the list's own plural, from its page's catalogue ("clients").
export const lists = {
  loadingNoun: "Loading {noun}",
  loadFailed: "Couldn't load your {noun}",
  tryAgain: "Try again",
  loadMore: "Load more",
  loadingMore: "Loading more...",
  loading: "Loading...",
} as const;
