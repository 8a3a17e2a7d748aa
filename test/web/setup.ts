// Component tests: unmount between tests, and let findBy* wait as long as a lazily loaded dialog or panel can take on a
// busy machine (the default second made a few screens fail under load; what never appears still fails).
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
