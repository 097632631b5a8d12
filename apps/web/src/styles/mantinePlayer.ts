// Mantine's styles of the course player's code that is loaded on demand; see mantine-player.css.
import "./mantine-player.css";
