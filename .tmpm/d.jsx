import { createRoot } from "react-dom/client"; import * as R from "react"; export { createRoot, R };
