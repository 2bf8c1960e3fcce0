// Hides the console window of a Windows release build.
#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

fn main() {
    quadrille_lib::run()
}
