document.getElementById('logout-button')?.click();
