import { QueryClient, QueryClientProvider, useQuery, useMutation, MutationCache } from "@tanstack/react-query"; export { QueryClient, QueryClientProvider, useQuery, useMutation , MutationCache};
