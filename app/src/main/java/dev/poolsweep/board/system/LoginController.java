package dev.poolsweep.board.system;

import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * The administrator's login form. The board has its own rather than Spring Security's
 * generated one: the generated page comes with filters that parse the URL of every
 * request, the list page's too, to spot login and logout URLs.
 */
@Controller
class LoginController {

	@GetMapping("/login")
	String login() {
		return "login";
	}

}
