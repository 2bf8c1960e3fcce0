import { mount } from "svelte";
import App from "./App.svelte";
import { firstLanguage } from "./lib/app.svelte";
import "./app.css";

const target = document.getElementById("app");
if (!target) throw new Error("no #app element");
// The first frame speaks the player's language: its catalogue is loaded before the page
// mounts, rather than English being painted until app_info answers. A catalogue that fails to
// load leaves English, which app_info's answer may still correct.
firstLanguage()
  .catch((e: unknown) => console.error("the starting language could not be loaded", e))
  .finally(() => mount(App, { target }));
