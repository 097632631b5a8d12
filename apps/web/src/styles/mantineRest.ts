// Mantine's styles that the course player's first screen does not need: mantine-player.css (what the rest of the
// player needs), then mantine-rest.css (everything else).
import "./mantinePlayer";
import "./mantine-rest.css";
