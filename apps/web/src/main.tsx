import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

function App() {
  return <main>Bible Polyglotte</main>;
}

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
