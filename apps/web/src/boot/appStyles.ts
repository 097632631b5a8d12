// The app's own global styles, which main.tsx imports first: for the pages that load the app later on (the hub
// landing pages' entry hands over to it: landing/handOver.ts).
import "../styles/mantine-core.css";
import "../styles/mantinePlayer";
import "../styles.css";
