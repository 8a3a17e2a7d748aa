import { toast, Toaster } from "sonner"; export {toast, Toaster};
